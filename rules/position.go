package rules

import (
	"fmt"
	"strconv"
	"strings"
)

// PositionError says what is wrong with a position string and where: the field (from 1)
// and the character within it (from 1; 0 when the mistake is the field as a whole). Every
// game's reader returns one, so a player sees the same kind of message for any game.
type PositionError struct {
	Field, Char int
	Msg         string
}

func (e *PositionError) Error() string {
	if e.Char > 0 {
		return fmt.Sprintf("field %d, character %d: %s", e.Field, e.Char, e.Msg)
	}
	return fmt.Sprintf("field %d: %s", e.Field, e.Msg)
}

// PositionErr builds a *PositionError; a reader quotes its input only through
// QuoteInput, so the message stays short whatever it was given.
func PositionErr(field, char int, format string, a ...any) error {
	return &PositionError{Field: field, Char: char, Msg: fmt.Sprintf(format, a...)}
}

// Blanks separate the words of a position string (a pasted one may end in a newline).
const Blanks = " \t\r\n"

// Word is a word of a field of a position string and where it starts in the field,
// from 1, as a PositionError counts characters.
type Word struct {
	Text string
	At   int
}

// Words are the words of a field, split at Blanks.
func Words(field string) []Word {
	var out []Word
	for i := 0; i < len(field); {
		if strings.IndexByte(Blanks, field[i]) >= 0 {
			i++
			continue
		}
		j := i
		for j < len(field) && strings.IndexByte(Blanks, field[j]) < 0 {
			j++
		}
		out = append(out, Word{field[i:j], i + 1})
		i = j
	}
	return out
}

// QuoteInput quotes at most a few characters of bad input, for a PositionError.
func QuoteInput(s string) string { return strconv.Quote(Excerpt(s, 12)) }

// ConfigFiller is a Game whose position strings hold part of the Config themselves
// (Antarctic Chess's mode). FillConfig is cfg with what s holds set where cfg leaves it
// open; where cfg says otherwise, ReadPosition reports the contradiction.
type ConfigFiller interface {
	FillConfig(cfg Config, s string) Config
}

// ConfigOf is cfg completed from its position string (see ConfigFiller): a string is
// read under the config it holds, unless the caller chose otherwise. Whoever starts a
// game from a string takes its config from here, so that the seats and the start agree.
func ConfigOf(g Game, cfg Config) Config {
	if f, ok := g.(ConfigFiller); ok && cfg.Position != "" {
		return f.FillConfig(cfg, cfg.Position)
	}
	return cfg
}

// ReadAs is what a game's own reader returned, as a ReadPosition returns it: a failed
// read's nil pointer becomes a nil Position, not a non-nil interface holding nil.
func ReadAs[P Position](p P, err error) (Position, error) {
	if err != nil {
		return nil, err
	}
	return p, nil
}

// StartOf is the position a game of cfg starts from: cfg.Position read under the rest of
// cfg when it is set, else the game's own start.
func StartOf(g Game, cfg Config) (Position, error) {
	if cfg.Position == "" {
		return g.Start(cfg)
	}
	text := cfg.Position
	cfg.Position = ""
	return g.ReadPosition(cfg, text)
}
