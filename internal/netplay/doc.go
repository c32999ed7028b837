// Package netplay plays games across the network over NATS with JetStream: seats at
// other computers, live or by correspondence. It holds no UI (docs/network.md is the
// design note; the UI hosts, joins and shows what is here).
//
// A game is a JetStream stream of events (event.go): the host's start (the game, its
// setup, the seats with their names and public keys), then moves in the game's full
// notation with every sub-choice, resignations, draw offers and answers, joins, seat
// changes and chat lines. Each event is one JSON object naming its game and the stream
// sequence it is written for, signed with an nkey (Ed25519) in a header; it is appended
// with JetStream's expected last sequence, so two players can never both move on the same
// position, and an honest client that lost the race reads the other event and tries again.
//
// Every client replays the stream through the rules (referee.go): an event that is
// unreadable, oversized, unsigned or signed by another key, written for another place in
// the stream (a replay), out of turn, illegal, or sent as another seat is refused, the
// same way on every client, since the decision depends on the stream alone. The stream is
// the game; no client is trusted; the rules are the referee.
//
// A Table is one client at a game. It keeps the referee's game and a shared rules.Match,
// the one every window on the game shows: the network is one more seat driver beside a
// person at a window and the computer. Remote seats' moves reach the match from the stream;
// a move played on the match for a seat this table plays (by the person at the window, or
// the computer through ui.Computer) is written to the stream; any other change the stream
// does not hold is put back as the stream has it. Resignations, draws, chat and flag
// claims go through the Table's methods; a flag claim is taken only when the server's
// timestamps prove the seat to move out of time (clocks.go).
//
// Hosting (server.go, host.go) starts an embedded nats-server with JetStream stored in a
// folder. Its logins are the games' own keys: the host's key administers it, each seat's
// invitation may write only on its own subject of its game, the spectators' key may only
// read. A joining player takes the seat with a key of their own, which signs for it from
// then on: the invitation is then used up, and the player keeps a session to come back
// with. On a server the host does not run (HostGame with Options.Creds), the same streams
// serve, and the signatures alone guard the seats.
package netplay
