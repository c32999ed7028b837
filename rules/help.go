package rules

import (
	"fmt"
	"strings"
	"unicode"

	"oddboards/pieces"
)

// readHelp reads a game's help as its package writes it, in light Markdown (help.md):
// "# Title" and the intro paragraph (a game of several variants leaves both to Go),
// "## " sections of paragraphs and "- " list items, then "## Pieces" with a heading
// "### Name (CODE)" for each of kinds, in that order: the name players know it by and its
// notation letters, then its one-line summary, its help sentence and, when a move in
// place does something of its own, a paragraph "In place: …". A paragraph's lines are
// joined by spaces; a list item goes on over lines indented by two spaces. The kinds
// read are the game's table of them (roles aside): help.md is their one home.
func readHelp(text string, kinds []pieces.Kind) (Help, Kinds, error) {
	var r helpReader
	for i, line := range strings.Split(text, "\n") {
		if err := r.line(i+1, line); err != nil {
			return Help{}, nil, fmt.Errorf("help, %w", err)
		}
	}
	if err := r.end(); err != nil {
		return Help{}, nil, fmt.Errorf("help, %w", err)
	}
	infos, err := r.kinds(kinds)
	if err != nil {
		return Help{}, nil, fmt.Errorf("help: %w", err)
	}
	return r.h, infos, nil
}

// helpReader is readHelp's state between lines.
type helpReader struct {
	h       Help
	sec     *Section   // the section being read, nil before the first and in Pieces
	pieces  [][]string // per piece: its name, then its paragraphs
	para    []string   // the paragraph being read, a line each
	start   int        // the line para starts on
	inList  bool       // para is a list item
	inPiece bool       // in the section Pieces
}

// line reads line n.
func (r *helpReader) line(n int, line string) error {
	switch {
	case line == "":
		return r.end()
	case strings.HasPrefix(line, "### "):
		if !r.inPiece {
			return fmt.Errorf("line %d: a piece outside the section Pieces", n)
		}
		err := r.end() // the paragraph before belongs to the piece before
		r.pieces = append(r.pieces, []string{strings.TrimPrefix(line, "### ")})
		return err
	case strings.HasPrefix(line, "## "):
		if r.inPiece {
			return fmt.Errorf("line %d: a section after Pieces", n)
		}
		if err := r.end(); err != nil {
			return err
		}
		title := strings.TrimPrefix(line, "## ")
		r.sec = nil
		if r.inPiece = title == "Pieces"; !r.inPiece {
			r.h.Sections = append(r.h.Sections, Section{Title: title})
			r.sec = &r.h.Sections[len(r.h.Sections)-1]
		}
	case strings.HasPrefix(line, "# "):
		if r.h.Title != "" || len(r.h.Sections) > 0 || r.h.Intro != "" {
			return fmt.Errorf("line %d: the title comes first, once", n)
		}
		r.h.Title = strings.TrimPrefix(line, "# ")
	case strings.HasPrefix(line, "- "):
		if err := r.end(); err != nil {
			return err
		}
		r.add(n, line)
		r.inList = true
	case strings.HasPrefix(line, "  ") && r.inList:
		r.add(n, strings.TrimSpace(line))
	case r.inList:
		return fmt.Errorf("line %d: a list item's next line is indented by two spaces", n)
	default:
		r.add(n, line)
	}
	return nil
}

// add puts line n on the paragraph being read.
func (r *helpReader) add(n int, line string) {
	if len(r.para) == 0 {
		r.start = n
	}
	r.para = append(r.para, line)
}

// end ends the paragraph being read, if any: it belongs to the piece, the section or
// the intro.
func (r *helpReader) end() error {
	if len(r.para) == 0 {
		return nil
	}
	p := strings.Join(r.para, " ")
	r.para, r.inList = nil, false
	switch {
	case len(r.pieces) > 0:
		last := &r.pieces[len(r.pieces)-1]
		*last = append(*last, p)
	case r.sec != nil:
		r.sec.Paragraphs = append(r.sec.Paragraphs, p)
	case r.inPiece:
		return fmt.Errorf("line %d: a paragraph before the first piece: %s", r.start, Excerpt(p, 40))
	case r.h.Intro == "":
		r.h.Intro = p
	default:
		return fmt.Errorf("line %d: a second paragraph before the first section: %s", r.start, Excerpt(p, 40))
	}
	return nil
}

// kinds matches the pieces read to the game's kinds, in order.
func (r *helpReader) kinds(kinds []pieces.Kind) (Kinds, error) {
	if len(r.pieces) != len(kinds) {
		return nil, fmt.Errorf("%d pieces described, the game has %d", len(r.pieces), len(kinds))
	}
	var infos Kinds
	for i, t := range r.pieces {
		name, code, ok := heading(t[0])
		if !ok {
			return nil, fmt.Errorf("piece %d's heading %q is not \"Name (CODE)\"", i+1, Excerpt(t[0], 40))
		}
		if len(t) < 3 || len(t) > 4 {
			return nil, fmt.Errorf("piece %d is %s, which wants a summary, a sentence and perhaps \"In place: …\"", i+1, name)
		}
		ki := KindInfo{Kind: kinds[i], Name: name, Code: code, Summary: t[1], Help: t[2]}
		if len(t) == 4 {
			stays, ok := strings.CutPrefix(t[3], "In place: ")
			if !ok {
				return nil, fmt.Errorf("%s's last paragraph is not \"In place: …\"", ki.Name)
			}
			ki.Stays = stays
		}
		infos = append(infos, ki)
	}
	return infos, nil
}

// MustReadHelp is readHelp for the help a game's package embeds: a mistake there is the
// program's, and every test that describes the game finds it.
func MustReadHelp(text string, kinds []pieces.Kind) (Help, Kinds) {
	h, infos, err := readHelp(text, kinds)
	if err != nil {
		panic(err)
	}
	return h, infos
}

// heading reads a piece's heading "Dirt Devil (D)": its name and its notation letters,
// upper-case letters.
func heading(h string) (name, code string, ok bool) {
	name, code, ok = strings.Cut(strings.TrimSuffix(h, ")"), " (")
	ok = ok && name != "" && code != "" && strings.HasSuffix(h, ")") && !strings.Contains(code, "(")
	for _, r := range code {
		ok = ok && unicode.IsUpper(r)
	}
	return name, code, ok
}
