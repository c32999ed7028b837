// Package printout lays out pages to print: an empty board, a start setup, a position, a
// piece sheet with move diagrams, and a booklet of every numbered setup. It draws through
// the same path as the screen (render.Draw on a draw.Surface) onto PDF (the default),
// SVG or PNG pages. It imports no Fyne; the app's Export dialog and `oddboards print`
// both call Export.
//
// Units. Pages are laid out in millimetres, y down from the paper's top-left corner.
// The "cell size" of true-size printing is the length of one board unit on paper: the
// side of a square (square boards), the side of a triangle (the Dino-Czars board), the
// distance between neighbouring nodes of a graph board (Clash of Command), and the
// flat-to-flat width of a hex (the Antarctic snowflake: neighbouring hex centres are one
// unit apart). So --cell-mm 30 prints 30 mm squares, 30 mm triangle sides, nodes 30 mm
// apart, or hexes 30 mm across the flats.
//
// A board larger than the paper's printable area is tiled across pages in rows and
// columns that overlap by Options.Overlap millimetres; registration crosses printed in
// each overlap band appear on both neighbouring pages, so the sheets can be laid over
// each other and taped. The board and its edge labels are centred across the sheets (no
// sliver on the last column), the labels inside the tiled area; the crop marks keep
// clear of the header. A print that would need more than maxSheets sheets is refused
// before anything is drawn, with the largest cell size that fits.
//
// Multi-page output. PDF is one file. SVG and PNG are one file per page: a single page
// is FILE itself, several are FILE-1.svg, FILE-2.svg, … (see Names). An SVG page starts
// with the white paper. The sheets of a tiled SVG or PNG print draw only the shapes of
// their own part of the board (draw.Cull), and tiled SVG sheets name the Go fonts rather
// than embed them: 200 sheets of the whole board and 400 KB of fonts made 130 MB.
package printout

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"image"
	"image/png"
	"math"
	"path/filepath"
	"strings"

	"oddboards/boards"
	"oddboards/boards/draw"
	"oddboards/rules"
	"oddboards/rules/games"
)

// What is printed.
type What string

// The things Export prints.
const (
	Board    What = "board"    // the empty board
	Setup    What = "setup"    // a start position (Config's setup and mode)
	Position What = "position" // Job.Position, e.g. a game in progress
	Pieces   What = "pieces"   // a piece sheet with move diagrams
	Setups   What = "setups"   // a booklet of every numbered setup
	Game     What = "game"     // Job.Sheet: a game's moves, with its analysis
)

// whats lists every What in the order menus show them.
var whats = []What{Board, Setup, Position, Pieces, Setups, Game}

// Format is a file format.
type Format string

// The formats.
const (
	PDF Format = "pdf"
	SVG Format = "svg"
	PNG Format = "png"
)

// Paper is a sheet size in millimetres, portrait.
type Paper struct {
	Name string
	W, H float64
}

// The papers.
var (
	A4     = Paper{"A4", 210, 297}
	Letter = Paper{"Letter", 215.9, 279.4}
)

// Papers lists the papers, the default first.
var Papers = []Paper{A4, Letter}

// PaperByName finds a paper by name, ignoring case ("a4", "letter").
func PaperByName(s string) (Paper, bool) {
	for _, p := range Papers {
		if strings.EqualFold(p.Name, s) {
			return p, true
		}
	}
	return Paper{}, false
}

// Options choose how to print.
type Options struct {
	What      What
	Format    Format  // "" is PDF
	Paper     Paper   // zero is A4
	Landscape bool    // paper turned
	Margin    float64 // mm on every side; 0 is 10
	CellMM    float64 // true size: one board unit in mm; 0 fits the board to the page
	Overlap   float64 // mm of overlap between tiles; 0 is 15
	DPI       int     // PNG resolution; 0 is 150
	BW        bool    // ink-saving black and white
	All       bool    // piece sheet: the kinds of every numbered setup, not only Config's
}

// defaults fills in the zero fields.
func (o Options) defaults() Options {
	if o.What == "" {
		o.What = Board
	}
	if o.Format == "" {
		o.Format = PDF
	}
	if o.Paper.W == 0 {
		o.Paper = A4
	}
	if o.Margin == 0 {
		o.Margin = 10
	}
	if o.Overlap == 0 {
		o.Overlap = 15
	}
	if o.DPI == 0 {
		o.DPI = 150
	}
	return o
}

// Check says what is wrong with the options, if anything.
func (o Options) Check() error {
	o = o.defaults()
	found := false
	for _, w := range whats {
		found = found || w == o.What
	}
	if !found {
		return fmt.Errorf("nothing called %q to print (board, setup, position, pieces, setups or game)", o.What)
	}
	switch o.Format {
	case PDF, SVG, PNG:
	default:
		return fmt.Errorf("unknown format %q (pdf, svg or png)", o.Format)
	}
	w, h := o.PageSize()
	switch {
	case o.CellMM < 0 || o.CellMM > 500 || math.IsNaN(o.CellMM):
		return fmt.Errorf("cell size %g mm is out of range (0 fits the page, at most 500)", o.CellMM)
	case o.CellMM > 0 && o.CellMM < 2:
		return fmt.Errorf("cell size %g mm is too small to print (at least 2)", o.CellMM)
	case o.Margin < 0 || o.Margin > min(w, h)/4:
		return fmt.Errorf("margin %g mm is out of range", o.Margin)
	case o.Overlap < 0 || o.Overlap > 50:
		return fmt.Errorf("overlap %g mm is out of range (0–50)", o.Overlap)
	case o.DPI < 10 || o.DPI > 1200:
		return fmt.Errorf("%d DPI is out of range (10–1200)", o.DPI)
	}
	return nil
}

// PageSize is the paper's width and height in mm, turned for landscape.
func (o Options) PageSize() (w, h float64) {
	o = o.defaults()
	w, h = o.Paper.W, o.Paper.H
	if o.Landscape {
		w, h = h, w
	}
	return w, h
}

// pixelSize is a PNG page's size: the paper's size times the DPI, rounded.
func (o Options) pixelSize() (w, h int) {
	o = o.defaults()
	pw, ph := o.PageSize()
	return int(math.Round(pw / 25.4 * float64(o.DPI))), int(math.Round(ph / 25.4 * float64(o.DPI)))
}

// Job is what to print from.
type Job struct {
	Game   rules.Game
	Config rules.Config
	// Title names the game or variant ("Chess 56"); "" names the variant of Config
	// (games.Title).
	Title string
	// Position to print for What == Position; nil prints the start position.
	Position rules.Position
	// Moves that led to Position, in the game's notation, for its caption.
	Moves []string
	// Last is the last of those moves' cells (rules.Move.Cells), shaded on the print.
	Last []boards.Cell
	// Sheet is the game to print for What == Game (GameSheetOf).
	Sheet *GameSheet
}

func (j Job) title() string {
	if j.Title != "" {
		return j.Title
	}
	return games.Title(j.Game, j.Config) // "Chess 56", not the game's "Chess 2016"
}

// File is one output file.
type File struct {
	Data []byte
	Ext  string // ".pdf", ".svg", ".png"
}

// Names returns the file names for files written as path: path itself for one file, and
// path's name with -1, -2, … before the extension for several.
func Names(path string, files []File) []string {
	if len(files) == 1 {
		return []string{path}
	}
	ext := filepath.Ext(path)
	base := strings.TrimSuffix(path, ext)
	names := make([]string, len(files))
	for i, f := range files {
		e := ext
		if e == "" {
			e = f.Ext
		}
		names[i] = fmt.Sprintf("%s-%d%s", base, i+1, e)
	}
	return names
}

// Progress is told how many pages of how many are done.
type Progress func(done, total int)

// ErrCancelled is returned when the context ends an export.
var ErrCancelled = errors.New("export cancelled")

// goFonts are the Go fonts, parsed once when the package starts and never changed.
var goFonts, fontsErr = draw.LoadFonts()

// fonts are the Go fonts.
func fonts() (*draw.Fonts, error) { return goFonts, fontsErr }

// pages reports how many pages job and opts make.
func pages(job Job, opts Options) (int, error) {
	pl, err := plan(job, opts)
	if err != nil {
		return 0, err
	}
	return pl.n, nil
}

// Export draws every page and returns the files. progress (may be nil) hears after each
// page; ctx cancels between pages.
func Export(ctx context.Context, job Job, opts Options, progress Progress) ([]File, error) {
	if err := opts.Check(); err != nil {
		return nil, err
	}
	opts = opts.defaults()
	pl, err := plan(job, opts)
	if err != nil {
		return nil, err
	}
	fonts, err := fonts()
	if err != nil {
		return nil, err
	}
	if progress == nil {
		progress = func(int, int) {}
	}
	progress(0, pl.n)
	var pdf *draw.PDF
	if opts.Format == PDF {
		if pdf, err = draw.NewPDF("mm"); err != nil {
			return nil, err
		}
	}
	var files []File
	for i := 0; i < pl.n; i++ {
		if ctx.Err() != nil {
			return nil, ErrCancelled
		}
		switch opts.Format {
		case PDF:
			pdf.AddPage(pl.w, pl.h)
			if err := pl.draw(i, pdf); err != nil {
				return nil, err
			}
		case SVG:
			// A sheet of a tiled board names the Go fonts instead of embedding them: its text
			// is the edge labels and a few notes, and 400 KB of fonts on each of up to
			// maxSheets sheets made a set of 80 MB.
			s := draw.NewSVG(pl.w, pl.h, "mm", fonts, pl.tile == nil || pl.n == 1)
			// the paper: a viewer would show the page on its own (often dark) background
			draw.Rect(s, 0, 0, pl.w, pl.h)
			s.Fill(white)
			if err := pl.draw(i, s); err != nil {
				return nil, err
			}
			files = append(files, File{s.Bytes(), ".svg"})
		case PNG:
			img, err := rasterPage(pl, i, opts.DPI)
			if err != nil {
				return nil, err
			}
			var b bytes.Buffer
			if err := (&png.Encoder{CompressionLevel: png.BestSpeed}).Encode(&b, img); err != nil {
				return nil, err
			}
			files = append(files, File{b.Bytes(), ".png"})
		}
		progress(i+1, pl.n)
	}
	if pdf != nil {
		if ctx.Err() != nil {
			return nil, ErrCancelled
		}
		var b bytes.Buffer
		if _, err := pdf.WriteTo(&b); err != nil {
			return nil, fmt.Errorf("writing the PDF: %w", err)
		}
		files = []File{{b.Bytes(), ".pdf"}}
	}
	return files, nil
}

// Preview draws page i of the export into an image about px pixels on its long side.
func Preview(job Job, opts Options, i, px int) (image.Image, int, error) {
	if err := opts.Check(); err != nil {
		return nil, 0, err
	}
	opts = opts.defaults()
	pl, err := plan(job, opts)
	if err != nil {
		return nil, 0, err
	}
	if i < 0 || i >= pl.n {
		return nil, pl.n, fmt.Errorf("no page %d of %d", i+1, pl.n)
	}
	dpi := float64(px) / (max(pl.w, pl.h) / 25.4)
	img, err := rasterPage(pl, i, dpi)
	return img, pl.n, err
}

func rasterPage[T int | float64](pl *layoutPlan, i int, dpi T) (*image.RGBA, error) {
	f, err := fonts()
	if err != nil {
		return nil, err
	}
	k := float64(dpi) / 25.4
	w, h := int(math.Round(pl.w*k)), int(math.Round(pl.h*k))
	r := draw.NewRaster(w, h, f)
	r.Clear(white)
	r.Scale(k, k)
	if err := pl.draw(i, r); err != nil {
		return nil, err
	}
	return r.Image(), nil
}
