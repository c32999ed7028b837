package export

import (
	"slices"
	"strconv"
	"strings"

	"oddboards/ui/printout"
)

// The settings' keys of the print settings last used to save.
const (
	prefExportPaper = "export.paper"
	prefExportFmt   = "export.format"
	prefExportLand  = "export.landscape"
	prefExportTrue  = "export.trueSize"
	prefExportCell  = "export.cellMM"
	prefExportDPI   = "export.dpi"
	prefExportBW    = "export.bw"
)

// recall sets the Export dialog to the print settings last used to save.
func (f *exportForm) recall() {
	p := f.env.Prefs
	if v := p.String(prefExportFmt); slices.Contains(f.format.Options, v) {
		f.format.SetSelected(v)
	}
	if v := p.String(prefExportPaper); slices.Contains(f.paper.Options, v) {
		f.paper.SetSelected(v)
	}
	f.landscape.SetChecked(p.Bool(prefExportLand))
	f.bw.SetChecked(p.Bool(prefExportBW))
	if v := p.String(prefExportCell); v != "" {
		f.cellMM.SetText(v)
	}
	f.trueSize.SetChecked(p.Bool(prefExportTrue))
	if v := p.Int(prefExportDPI); v > 0 {
		f.dpi.SetText(strconv.Itoa(v))
	}
}

// remember keeps the Export dialog's print settings (not what it prints, which each
// window chooses) for the next time.
func (f *exportForm) remember() {
	o, err := f.options()
	if err != nil {
		return // only settings that work are kept
	}
	p := f.env.Prefs
	p.SetString(prefExportFmt, f.format.Selected)
	p.SetString(prefExportPaper, f.paper.Selected)
	p.SetBool(prefExportLand, o.Landscape)
	p.SetBool(prefExportBW, o.BW)
	p.SetBool(prefExportTrue, f.trueSize.Checked)
	p.SetString(prefExportCell, strings.TrimSpace(f.cellMM.Text))
	if o.Format == printout.PNG {
		p.SetInt(prefExportDPI, o.DPI)
	}
}
