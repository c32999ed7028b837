package shell

import (
	"image/color"
	"unicode"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"oddboards/rules"
)

// ShowError shows err in a dialog; its text is bounded, so no error quoting a huge input
// can make the dialog slow or taller than the screen, and it wraps.
func ShowError(err error, w fyne.Window) {
	msg := rules.BoundText(err.Error())
	if r, n := utf8.DecodeRuneInString(msg); r != utf8.RuneError {
		msg = string(unicode.ToUpper(r)) + msg[n:] // a sentence, as Fyne's own error dialog writes it
	}
	ShowMessage("Error", theme.ErrorIcon(), msg, w)
}

// ShowInfo says msg in a dialog that Enter or Escape closes.
func ShowInfo(title, msg string, w fyne.Window) { ShowMessage(title, theme.InfoIcon(), msg, w) }

// ShowMessage says msg in a dialog titled title, with icon beside the text: Fyne's own
// error and information dialogs draw their icon behind the end of a long text's first
// lines. Enter or Escape closes it.
func ShowMessage(title string, icon fyne.Resource, msg string, w fyne.Window) dialog.Dialog {
	content, width := iconBeside(icon, msg, w)
	d := dialog.NewCustom(title, "OK", content, w)
	d.Resize(fyne.NewSize(width, 0)) // as high as it needs: Fyne's dialogs grow to their content
	ShowClosable(d, w)
	return d
}

// iconBeside is msg, wrapping, with icon beside it, and the width of a dialog to show it
// over w: as wide as the text unwrapped, up to a reading width and the window's.
func iconBeside(icon fyne.Resource, msg string, w fyne.Window) (fyne.CanvasObject, float32) {
	text := widget.NewLabel(msg)
	text.Wrapping = fyne.TextWrapWord
	iconSize := fyne.NewSquareSize(2 * theme.IconInlineSize())
	mark := container.NewVBox(container.NewGridWrap(iconSize, widget.NewIcon(icon)))
	wide := widget.NewLabel(msg).MinSize().Width + iconSize.Width + 8*theme.Padding()
	return container.NewBorder(nil, nil, mark, nil, text), min(wide, 600, w.Canvas().Size().Width*0.9)
}

// AskConfirm asks msg, with the question's icon beside it, and runs yes if the player
// answers ok; Escape, like Cancel, answers no. Escape is this dialog's while it shows:
// the dialog under it (Invitations) would close instead.
func AskConfirm(title, msg, ok string, w fyne.Window, yes func()) dialog.Dialog {
	content, width := iconBeside(theme.QuestionIcon(), msg, w)
	d := dialog.NewCustomConfirm(title, ok, "Cancel", content, func(agreed bool) {
		if agreed {
			yes()
		}
	}, w)
	d.Resize(fyne.NewSize(width, 0))
	c := w.Canvas()
	before := c.OnTypedKey()
	c.SetOnTypedKey(func(e *fyne.KeyEvent) {
		if e.Name == fyne.KeyEscape {
			d.Hide()
		}
	})
	d.SetOnClosed(func() { c.SetOnTypedKey(before) })
	d.Show()
	return d
}

// Scrolled puts rows in a vertical scroll, clear of its scroll bar on the right, which
// is drawn over the content: buttons at the rows' right end stay whole.
func Scrolled(rows fyne.CanvasObject) *container.Scroll {
	gutter := canvas.NewRectangle(color.Transparent)
	gutter.SetMinSize(fyne.NewSize(theme.ScrollBarSize(), 0))
	return container.NewVScroll(container.NewBorder(nil, nil, nil, gutter, rows))
}

// ShowClosable shows d, a dialog with one button, closed by Enter and Escape too: Fyne's
// dialogs take no keys, and the window's own keys wait while it shows.
func ShowClosable(d dialog.Dialog, w fyne.Window) {
	c := w.Canvas()
	before := c.OnTypedKey()
	c.SetOnTypedKey(func(e *fyne.KeyEvent) {
		switch e.Name {
		case fyne.KeyReturn, fyne.KeyEnter, fyne.KeyEscape:
			d.Hide()
		}
	})
	d.SetOnClosed(func() { c.SetOnTypedKey(before) })
	d.Show()
}
