package printout

import (
	"fmt"
	"math"
	"strings"

	"oddboards/boards/draw"
	"oddboards/rules"
	"oddboards/ui/render"
)

// bookletPlan prints every numbered setup of the variant, six to a page (two columns of
// three in portrait, three of two in landscape), each with its number, its name (Chess
// 2016's dice) and the kinds it uses.
func bookletPlan(job Job, o Options) (*layoutPlan, error) {
	total := job.Game.Setups(job.Config.Variant)
	if total == 0 {
		return nil, fmt.Errorf("%s has no numbered setups", job.title())
	}
	sr, _ := job.Game.(rules.SetupReader)
	players := job.Game.Players(job.Config)
	cols := colours(players, o)
	th := theme(o)
	gridC, gridR := 2, 3
	if o.Landscape {
		gridC, gridR = 3, 2
	}
	per := gridC * gridR
	n := (total + per - 1) / per
	f := o.frame()
	pw, ph := o.PageSize()
	title := job.title() + ": all " + fmt.Sprint(total) + " setups"
	var opt []string
	for _, k := range sortedKeys(job.Config.Options) {
		opt = append(opt, k+"="+job.Config.Options[k])
	}
	if job.Config.Mode != "" {
		opt = append([]string{"mode " + job.Config.Mode}, opt...)
	}
	pl := &layoutPlan{w: pw, h: ph, n: n}
	kinds := job.Game.Kinds()
	pl.draw = func(page int, s draw.Surface) error {
		first := page*per + 1
		last := min(total, first+per-1)
		sub := fmt.Sprintf("Setups %d–%d", first, last)
		if len(opt) > 0 {
			sub += " · " + strings.Join(opt, " · ")
		}
		area := header(s, f, title, sub, "")
		cw, ch := area.w/float64(gridC), area.h/float64(gridR)
		for slot := 0; slot < per; slot++ {
			num := first + slot
			if num > last {
				break
			}
			x := area.x + float64(slot%gridC)*cw
			y := area.y + float64(slot/gridC)*ch
			cfg := job.Config
			cfg.Setup = num
			pos, err := job.Game.Start(cfg)
			if err != nil {
				return fmt.Errorf("setup %d: %w", num, err)
			}
			name := ""
			if sr != nil {
				name = sr.SetupName(cfg.Variant, num)
			}
			setupSlot(s, pos, cols, kinds, th, num, name, x, y, cw, ch)
		}
		// thin rules between the slots
		for c := 1; c < gridC; c++ {
			s.MoveTo(area.x+float64(c)*cw, area.y)
			s.LineTo(area.x+float64(c)*cw, area.y+area.h)
		}
		for r := 1; r < gridR; r++ {
			s.MoveTo(area.x, area.y+float64(r)*ch-1)
			s.LineTo(area.x+area.w, area.y+float64(r)*ch-1)
		}
		s.Stroke(draw.RGB(0xbb, 0xbb, 0xbb), 0.2)
		footer(s, o, page, n)
		return nil
	}
	return pl, nil
}

func setupSlot(s draw.Surface, pos rules.Position, cols []string, kinds rules.Kinds, th render.Theme, num int, name string, x, y, w, h float64) {
	const pad = 3
	x, w = x+pad, w-2*pad
	s.Text(fmt.Sprintf("No. %d", num), x, y, 4, ink, draw.Anchor{}, true)
	if name != "" {
		s.Text(name, x+w, y, 4, ink, draw.Anchor{X: 1}, true)
	}
	items := legend(pos, cols, kinds)
	var names []string
	for _, it := range items {
		names = append(names, it.code+" "+it.name)
	}
	lines := wrap(strings.Join(names, " · "), w, 2.3, false)
	textH := float64(len(lines)) * 3.1
	top := y + 6
	bh := h - 6 - textH - 5
	sc := render.NewScene(pos.Board(), pos.At, cols, kinds)
	sc.Theme = th
	ew, eh := extent(sc.Board, 0)
	k := math.Min(w/ew, bh/eh)
	by := top + (bh-eh*k)/2
	drawBoard(s, sc, x+(w-ew*k)/2, by, k, 0)
	// below the board and its labels, which stand centred on the box's edge
	ty := by + eh*k + 0.25*k + 1.5
	for _, l := range lines {
		s.Text(l, x, ty, 2.3, ink, draw.Anchor{}, false)
		ty += 3.1
	}
}
