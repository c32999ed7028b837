package draw

import (
	"bytes"
	"encoding/xml"
	"math"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"oddboards/boards"
	"oddboards/boards/draw/pdftest"
)

func TestPDFPageSizes(t *testing.T) {
	for _, tc := range []struct {
		name string
		w, h float64 // mm
		pw   float64 // points
		ph   float64
	}{
		{"A4", 210, 297, 595.28, 841.89},
		{"Letter", 215.9, 279.4, 612, 792},
		{"A4 landscape", 297, 210, 841.89, 595.28},
	} {
		p, err := NewPDF("mm")
		if err != nil {
			t.Fatal(err)
		}
		for i := 0; i < 3; i++ {
			p.AddPage(tc.w, tc.h)
			Rect(p, 10, 10, 20, 20)
			p.Fill(RGB(0, 0, 0))
			p.Text("Ünïcode ♔ & <text>", 20, 40, 5, RGB(0, 0, 0), Anchor{}, i == 1)
		}
		var b bytes.Buffer
		if _, err := p.WriteTo(&b); err != nil {
			t.Fatal(err)
		}
		info := pdftest.Read(t, b.Bytes())
		if info.Count != 3 {
			t.Errorf("%s: %d pages, want 3", tc.name, info.Count)
		}
		if len(info.Boxes) != 3 {
			t.Fatalf("%s: %d page objects", tc.name, len(info.Boxes))
		}
		for _, box := range info.Boxes {
			if math.Abs(box[2]-box[0]-tc.pw) > 0.01 || math.Abs(box[3]-box[1]-tc.ph) > 0.01 {
				t.Errorf("%s: MediaBox %v, want %.2f × %.2f pt", tc.name, box, tc.pw, tc.ph)
			}
		}
	}
}

// TestPDFTrueSize draws a 50 × 30 mm rectangle at (20, 40) mm through nested transforms
// and finds its corners in the page's content, in points from the bottom-left corner.
func TestPDFTrueSize(t *testing.T) {
	p, err := NewPDF("mm")
	if err != nil {
		t.Fatal(err)
	}
	p.AddPage(210, 297)
	p.Push()
	p.Translate(10, 20)
	p.Scale(2, 2)
	Rect(p, 5, 10, 25, 15) // (20, 40) to (70, 70) on the page
	p.Fill(RGB(0x12, 0x34, 0x56))
	p.Pop()
	var b bytes.Buffer
	if _, err := p.WriteTo(&b); err != nil {
		t.Fatal(err)
	}
	info := pdftest.Read(t, b.Bytes())
	re := regexp.MustCompile(`([-\d.]+) ([-\d.]+) ([ml])\b`)
	var pts [][2]float64
	for _, c := range info.Streams {
		if !strings.Contains(c, " rg") {
			continue
		}
		for _, m := range re.FindAllStringSubmatch(c, -1) {
			x, _ := strconv.ParseFloat(m[1], 64)
			y, _ := strconv.ParseFloat(m[2], 64)
			pts = append(pts, [2]float64{x, y})
		}
	}
	if len(pts) != 4 {
		t.Fatalf("found %d path points, want 4: %v", len(pts), info.Streams)
	}
	const mm = 72 / 25.4
	want := [][2]float64{{20, 40}, {70, 40}, {70, 70}, {20, 70}}
	for i, w := range want {
		gx, gy := pts[i][0]/mm, 297-pts[i][1]/mm
		if math.Abs(gx-w[0]) > 0.1 || math.Abs(gy-w[1]) > 0.1 {
			t.Errorf("corner %d at (%.3f, %.3f) mm, want (%v, %v)", i, gx, gy, w[0], w[1])
		}
	}
	if w, h := (pts[1][0]-pts[0][0])/mm, (pts[0][1]-pts[2][1])/mm; math.Abs(w-50) > 0.1 || math.Abs(h-30) > 0.1 {
		t.Errorf("rectangle is %.3f × %.3f mm, want 50 × 30", w, h)
	}
}

func TestSVGWellFormedOnePathPerCell(t *testing.T) {
	fonts, err := LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	b := boards.Squares("test", 5, 4, func(f, r int) bool { return !(f == 2 && r == 2) })
	s := NewSVG(100, 80, "mm", fonts, false)
	s.Push()
	s.Translate(10, 70)
	s.Scale(10, -10)
	for c := boards.Cell(0); int(c) < b.Len(); c++ {
		for i, p := range b.Info(c).Poly {
			if i == 0 {
				s.MoveTo(p.X, p.Y)
			} else {
				s.LineTo(p.X, p.Y)
			}
		}
		s.ClosePath()
		s.Fill(RGBA(0xf0, 0xd9, 0xb5, 0x80))
	}
	s.Pop()
	s.Text(`a < b & "c" 'd' > e`, 50, 5, 4, RGB(0, 0, 0), Centre, true)
	s.Text("bad \x01 char", 50, 75, 4, RGB(0, 0, 0), Anchor{}, false)
	data := s.Bytes()

	type path struct {
		D    string `xml:"d,attr"`
		Fill string `xml:"fill,attr"`
	}
	var doc struct {
		XMLName xml.Name `xml:"svg"`
		Width   string   `xml:"width,attr"`
		Paths   []path   `xml:"path"`
		Texts   []string `xml:"text"`
	}
	if err := xml.Unmarshal(data, &doc); err != nil {
		t.Fatalf("not well-formed XML: %v\n%s", err, data)
	}
	if doc.Width != "100mm" {
		t.Errorf("width %q, want 100mm", doc.Width)
	}
	filled := 0
	for _, p := range doc.Paths {
		if p.Fill != "none" {
			filled++
		}
	}
	if filled != b.Len() || b.Len() != 19 {
		t.Errorf("%d filled paths for %d cells", filled, b.Len())
	}
	if len(doc.Texts) != 2 || doc.Texts[0] != `a < b & "c" 'd' > e` {
		t.Errorf("texts %q", doc.Texts)
	}
	// cell a1 spans x 10..20, y 60..70 on the page
	if !strings.HasPrefix(doc.Paths[0].D, "M10 70L20 70L20 60L10 60Z") {
		t.Errorf("a1 path %q", doc.Paths[0].D)
	}
}

func TestSVGEmbeddedFontsParse(t *testing.T) {
	s := NewSVG(10, 10, "mm", nil, true)
	s.Text("x", 1, 1, 2, RGB(0, 0, 0), Centre, false)
	var v struct {
		XMLName xml.Name `xml:"svg"`
	}
	if err := xml.Unmarshal(s.Bytes(), &v); err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(s.Bytes(), []byte("@font-face")) {
		t.Error("no embedded font")
	}
}

func TestMatrix(t *testing.T) {
	var x xform
	x.m = identity
	x.Translate(10, 0)
	x.Rotate(math.Pi / 2)
	x.Scale(2, 2)
	px, py := x.m.Apply(1, 0)
	if math.Abs(px-10) > 1e-9 || math.Abs(py-2) > 1e-9 {
		t.Errorf("(1,0) → (%v, %v), want (10, 2)", px, py)
	}
	if s := x.m.Scale(); math.Abs(s-2) > 1e-9 {
		t.Errorf("scale %v", s)
	}
	x.Push()
	x.Scale(3, 3)
	x.Pop()
	if s := x.m.Scale(); math.Abs(s-2) > 1e-9 {
		t.Errorf("scale after pop %v", s)
	}
}

func TestFontsMeasure(t *testing.T) {
	f, err := LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	w1 := f.Measure("MMMM", 10, false)
	w2 := f.Measure("MMMM", 20, false)
	if w1 <= 10 || math.Abs(w2-2*w1) > 1e-6 {
		t.Errorf("widths %v, %v", w1, w2)
	}
	if f.Measure("iiii", 10, false) >= w1 {
		t.Error("i not narrower than M")
	}
}

// A PDF is dated when it is made (it was 1 January 2016), or when setDate says.
func TestPDFDate(t *testing.T) {
	write := func(set *time.Time) string {
		p, err := NewPDF("mm")
		if err != nil {
			t.Fatal(err)
		}
		if set != nil {
			p.setDate(*set)
		}
		p.AddPage(10, 10)
		var b bytes.Buffer
		if _, err := p.WriteTo(&b); err != nil {
			t.Fatal(err)
		}
		m := regexp.MustCompile(`/CreationDate \(D:(\d{8})`).FindSubmatch(b.Bytes())
		if m == nil {
			t.Fatal("no creation date")
		}
		return string(m[1])
	}
	before := time.Now().Format("20060102")
	got := write(nil)
	if after := time.Now().Format("20060102"); got != before && got != after {
		t.Errorf("a PDF made on %s is dated %s", before, got)
	}
	fixed := time.Date(2031, 5, 6, 7, 8, 9, 0, time.UTC)
	if got := write(&fixed); got != "20310506" {
		t.Errorf("SetDate(6 May 2031) dated it %s", got)
	}
}
