package rules

import (
	"fmt"
	"strings"

	"oddboards/pieces"
)

// ReadHelp reads a game's help as its package writes it, in light Markdown (help.md):
// "# Title" and the intro paragraph (a game of several variants leaves both to Go),
// "## " sections of paragraphs and "- " list items, then "## Pieces" with a "### Name"
// for each of kinds, in that order: its one-line summary, its help sentence and, when a
// move in place does something of its own, a paragraph "In place: …". A paragraph's
// lines are joined by spaces; a list item goes on over lines indented by two spaces.
func ReadHelp(text string, kinds []pieces.Kind) (Help, []KindInfo, error) {
	var (
		h       Help
		infos   []KindInfo
		sec     *Section
		kind    *[]string // the paragraphs of the kind being read
		texts   [][]string
		para    []string
		start   int // the line para starts on
		inList  bool
		inPiece bool
	)
	end := func() error {
		if len(para) == 0 {
			return nil
		}
		p := strings.Join(para, " ")
		para, inList = nil, false
		switch {
		case kind != nil:
			*kind = append(*kind, p)
		case sec != nil:
			sec.Paragraphs = append(sec.Paragraphs, p)
		case inPiece:
			return fmt.Errorf("line %d: a paragraph before the first piece: %s", start, Excerpt(p, 40))
		case h.Intro == "":
			h.Intro = p
		default:
			return fmt.Errorf("line %d: a second paragraph before the first section: %s", start, Excerpt(p, 40))
		}
		return nil
	}
	// add puts line n on the paragraph being read.
	add := func(n int, line string) {
		if len(para) == 0 {
			start = n
		}
		para = append(para, line)
	}
	for i, line := range strings.Split(text, "\n") {
		n := i + 1
		var err error
		switch {
		case line == "":
			err = end()
		case strings.HasPrefix(line, "### "):
			if err = end(); err == nil && !inPiece {
				err = fmt.Errorf("line %d: a piece outside the section Pieces", n)
			}
			texts = append(texts, []string{strings.TrimPrefix(line, "### ")})
			kind = &texts[len(texts)-1]
		case strings.HasPrefix(line, "## "):
			if err = end(); err == nil && inPiece {
				err = fmt.Errorf("line %d: a section after Pieces", n)
			}
			title := strings.TrimPrefix(line, "## ")
			sec = nil
			if inPiece = title == "Pieces"; !inPiece {
				h.Sections = append(h.Sections, Section{Title: title})
				sec = &h.Sections[len(h.Sections)-1]
			}
		case strings.HasPrefix(line, "# "):
			if h.Title != "" || len(h.Sections) > 0 || h.Intro != "" {
				err = fmt.Errorf("line %d: the title comes first, once", n)
			}
			h.Title = strings.TrimPrefix(line, "# ")
		case strings.HasPrefix(line, "- "):
			err = end()
			add(n, line)
			inList = true
		case strings.HasPrefix(line, "  ") && inList:
			add(n, strings.TrimSpace(line))
		default:
			if inList {
				err = fmt.Errorf("line %d: a list item's next line is indented by two spaces", n)
			}
			add(n, line)
		}
		if err != nil {
			return Help{}, nil, fmt.Errorf("help, %w", err)
		}
	}
	if err := end(); err != nil {
		return Help{}, nil, fmt.Errorf("help, %w", err)
	}
	if len(texts) != len(kinds) {
		return Help{}, nil, fmt.Errorf("help: %d pieces described, the game has %d", len(texts), len(kinds))
	}
	for i, t := range texts {
		k := kinds[i]
		if t[0] != k.String() || len(t) < 3 || len(t) > 4 {
			return Help{}, nil, fmt.Errorf("help: piece %d is %s, which wants a summary, a sentence and perhaps \"In place: …\"", i+1, k)
		}
		ki := KindInfo{Kind: k, Summary: t[1], Help: t[2]}
		if len(t) == 4 {
			stays, ok := strings.CutPrefix(t[3], "In place: ")
			if !ok {
				return Help{}, nil, fmt.Errorf("help: %s's last paragraph is not \"In place: …\"", k)
			}
			ki.Stays = stays
		}
		infos = append(infos, ki)
	}
	return h, infos, nil
}

// MustReadHelp is ReadHelp for the help a game's package embeds: a mistake there is the
// program's, and every test that describes the game finds it.
func MustReadHelp(text string, kinds []pieces.Kind) (Help, []KindInfo) {
	h, infos, err := ReadHelp(text, kinds)
	if err != nil {
		panic(err)
	}
	return h, infos
}
