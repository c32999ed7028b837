package assets

import (
	"bytes"
	"image/png"
	"os"
	"testing"
)

// TestIconFileIsTheDrawnIcon keeps assets/icon.png in step with drawIcon. Set
// ODDBOARDS_WRITE_ICON=1 to rewrite the file after changing the drawing.
func TestIconFileIsTheDrawnIcon(t *testing.T) {
	img := drawIcon(256)
	if os.Getenv("ODDBOARDS_WRITE_ICON") == "1" {
		var buf bytes.Buffer
		if err := png.Encode(&buf, img); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile("icon.png", buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, err := png.Decode(bytes.NewReader(IconPNG))
	if err != nil {
		t.Fatalf("embedded icon.png does not decode: %v", err)
	}
	if got.Bounds() != img.Bounds() {
		t.Fatalf("icon.png is %v, drawn icon %v", got.Bounds(), img.Bounds())
	}
	diff := 0
	for y := 0; y < 256; y++ {
		for x := 0; x < 256; x++ {
			r1, g1, b1, a1 := got.At(x, y).RGBA()
			r2, g2, b2, a2 := img.At(x, y).RGBA()
			// PNG stores unpremultiplied colour: allow its rounding at soft edges.
			if far(r1, r2) || far(g1, g2) || far(b1, b2) || far(a1, a2) {
				diff++
			}
		}
	}
	if diff > 0 {
		t.Fatalf("icon.png differs from DrawIcon in %d pixels; rerun with ODDBOARDS_WRITE_ICON=1", diff)
	}
	// The corners are transparent and the centre is drawn: it is an icon, not a blank.
	if _, _, _, a := img.At(1, 1).RGBA(); a != 0 {
		t.Error("icon corner is not transparent")
	}
	if _, _, _, a := img.At(128, 150).RGBA(); a == 0 {
		t.Error("icon centre is empty")
	}
}

func far(a, b uint32) bool {
	d := int(a>>8) - int(b>>8)
	return d > 3 || d < -3
}
