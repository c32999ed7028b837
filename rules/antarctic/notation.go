package antarctic

import "oddboards/rules"

// Notation writes m, legal here, in full notation: the piece's code, its hex, "-" or "x" for a
// capture, and the hex it goes to ("Mf2-g4", "Lk10xl12"). A return is the code of the
// captured kind, "*", the hex and "=" with the code of the kind it arrives as ("O*k7=L").
func (p *Position) Notation(m rules.Move) string {
	return adapter.Notation(p, m)
}

func (p *Position) format(e move) string {
	if e.isReturn() {
		return kindTable.Code(toKind(int(e.kind))) + "*" + cellName(int(e.to)) + "=" + kindTable.Code(toKind(demoted(int(e.kind))))
	}
	sep := "-"
	if e.capture {
		sep = "x"
	}
	return kindTable.Code(toKind(kindOf(p.st.sq[e.from]))) + cellName(int(e.from)) + sep + cellName(int(e.to))
}

// kindByCode finds an Antarctic kind by its notation letter.
func kindByCode(code string) (int, bool) {
	k, ok := kindTable.ByCode(code)
	return fromKind(k), ok
}

// ParseMove reads one legal move. Besides the full notation it accepts shorter forms when
// they name one legal move: the piece code may be left out ("f2-g4", "f2g4"), and so may
// the hex the piece comes from ("Mg4", "Mxg4"); "-" may stand for a capture too. A return
// may leave out "=" and the demoted kind ("O*k7") and, when one kind waits, its code
// ("*k7").
func (p *Position) ParseMove(s string) (rules.Move, error) {
	return rules.ParseMove(p, s, (*Position).readMove, (*Position).toMove)
}

// readMove reads the full notation or a shorter form that names one legal move.
func (p *Position) readMove(input string) (move, error) {
	return rules.MoveReader[move]{Forms: p.forms, Name: p.format, Marks: "+#!? ", Key: toName}.Read(input, p.legalMoves())
}

// toName is the hex e goes to, which every form of e names.
func toName(e move) string { return cellName(int(e.to)) }

// forms is how e may be written: the piece's code or not, the hex it leaves or not, "x"
// for a capture, "-" for any move or neither, and the hex it goes to; a return is its
// kind's code or not, "*", the hex and "=" with the demoted kind's code or not.
func (p *Position) forms(e move) []rules.Form {
	to := cellName(int(e.to))
	if e.isReturn() {
		code := kindTable.Code(toKind(int(e.kind)))
		return []rules.Form{{{code, ""}, {"*"}, {to}, {"=" + kindTable.Code(toKind(demoted(int(e.kind)))), ""}}}
	}
	sep := []string{"-", ""}
	if e.capture {
		sep = append(sep, "x")
	}
	code := kindTable.Code(toKind(kindOf(p.st.sq[e.from])))
	return []rules.Form{{{code, ""}, {cellName(int(e.from)), ""}, sep, {to}}}
}
