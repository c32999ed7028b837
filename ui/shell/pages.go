package shell

import (
	"fmt"
	"image"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Pages is the app in a browser: Fyne's web driver draws one canvas, so a second window
// would never show. Each window the app opens is instead a page of the one real window:
// the page shown last is on top, and a bar over it switches between the open pages and
// closes the one on top. On the desktop there is no Pages (Env.NewWindow). UI goroutine
// only.
type Pages struct {
	app   fyne.App
	win   fyne.Window // the one real window
	home  *page       // the first page, the launcher: it is never closed
	pages []*page     // the open pages, in the order they opened (the bar's)
	stack []*page     // the pages shown and not closed, the one shown last at the end
	top   *page       // the page whose content, keys and dialogs the window has now
	shown bool        // whether the real window was shown

	bar  *fyne.Container // the switcher, over the page: hidden while one page is open
	body *fyne.Container // the top page's content
}

// NewPages makes a's one window, to show pages in.
func NewPages(a fyne.App) *Pages {
	ps := &Pages{app: a, win: a.NewWindow("Oddboards"), bar: container.NewVBox(), body: container.NewStack()}
	ps.bar.Hide()
	ps.win.SetContent(container.NewBorder(ps.bar, nil, nil, nil, ps.body))
	return ps
}

// Window is the one real window.
func (ps *Pages) Window() fyne.Window { return ps.win }

// NewWindow is a new page titled title, not shown yet (as App.NewWindow's window).
func (ps *Pages) NewWindow(title string) fyne.Window {
	p := &page{ps: ps, title: title, padded: true}
	p.canvas = &pageCanvas{p: p, shortcuts: map[string]pageShortcut{}}
	if ps.home == nil {
		ps.home = p
	}
	ps.pages = append(ps.pages, p)
	return p
}

// Top is the page on top, nil before one is shown.
func (ps *Pages) Top() fyne.Window {
	if ps.top == nil {
		return nil
	}
	return ps.top
}

// listed are the pages on the stack: the bar's, in the order they opened.
func (ps *Pages) listed() []*page {
	var l []*page
	for _, p := range ps.pages {
		if p.stacked() {
			l = append(l, p)
		}
	}
	return l
}

// update puts the page shown last on top, and redraws the bar and the title.
func (ps *Pages) update() {
	var top *page
	if n := len(ps.stack); n > 0 {
		top = ps.stack[n-1]
	}
	if top != ps.top {
		ps.switchTo(top)
	}
	ps.body.Objects = nil
	if top != nil {
		ps.body.Objects = []fyne.CanvasObject{top.body()}
		ps.win.SetTitle(top.title)
	}
	ps.body.Refresh()
	ps.updateBar()
}

// switchTo gives the window top's keys, shortcuts, dialogs and menu, taking away those of
// the page that was on top: a hidden page's Escape or Ctrl+Z must not act unseen.
func (ps *Pages) switchTo(top *page) {
	c := ps.win.Canvas()
	if old := ps.top; old != nil {
		for _, s := range old.canvas.shortcuts {
			c.RemoveShortcut(s.shortcut)
		}
		// every overlay goes: the old page's dialogs come back with it, and pop-ups
		// (menus, lists) opened on its content are dismissed
		for o := c.Overlays().Top(); o != nil; o = c.Overlays().Top() {
			c.Overlays().Remove(o)
		}
	}
	c.Unfocus() // the focused entry may be on the old page
	ps.top = top
	if top == nil {
		c.SetOnTypedKey(nil)
		c.SetOnTypedRune(nil)
		ps.win.SetMainMenu(nil)
		return
	}
	c.SetOnTypedKey(keyOnMain(top.canvas.onKey))
	c.SetOnTypedRune(runeOnMain(top.canvas.onRune))
	for _, s := range top.canvas.shortcuts {
		c.AddShortcut(s.shortcut, shortcutOnMain(s.handler))
	}
	for _, o := range top.canvas.overlays {
		c.Overlays().Add(o)
	}
	ps.win.SetMainMenu(top.menu)
	ps.win.SetPadded(top.padded)
	ps.win.SetOnDropped(top.dropped)
}

// updateBar lists the open pages, the one on top marked, with a Close for it unless it
// is the home page; one page alone needs no bar.
func (ps *Pages) updateBar() {
	listed := ps.listed()
	if len(listed) < 2 {
		ps.bar.Objects = nil
		ps.bar.Hide()
		return
	}
	var tabs []fyne.CanvasObject
	seen := map[string]int{}
	for _, p := range listed {
		// two games of one variant have one title: number the second and on to tell them apart
		label := shortTitle(p.title)
		if seen[label]++; seen[label] > 1 {
			label = fmt.Sprintf("%s (%d)", label, seen[label])
		}
		b := widget.NewButton(label, p.Show)
		if p == ps.home {
			b.SetIcon(theme.HomeIcon())
		}
		if p == ps.top {
			b.Importance = widget.HighImportance
		}
		tabs = append(tabs, b)
	}
	var closer fyne.CanvasObject
	if top := ps.top; top != ps.home {
		closer = widget.NewButtonWithIcon("Close", theme.CancelIcon(), top.closeAsked)
	}
	ps.bar.Objects = []fyne.CanvasObject{
		container.NewBorder(nil, nil, nil, closer, container.NewHScroll(container.NewHBox(tabs...))),
		widget.NewSeparator(),
	}
	ps.bar.Show()
	ps.bar.Refresh()
}

// shortTitle is a page's title on the bar, without the app's name every window's has.
func shortTitle(title string) string {
	if s, ok := strings.CutPrefix(title, "Oddboards — "); ok && s != "" {
		return s
	}
	return title
}

// page is one window of the app in a browser: a fyne.Window whose content the one real
// window shows while the page is on top.
type page struct {
	ps      *Pages
	title   string
	content fyne.CanvasObject
	menu    *fyne.MainMenu
	canvas  *pageCanvas
	closed  bool

	onClosed, intercept func()
	dropped             func(fyne.Position, []fyne.URI)
	padded, fixed, full bool
	icon                fyne.Resource
}

var _ fyne.Window = (*page)(nil)

// onTop says whether the real window shows this page now.
func (p *page) onTop() bool { return p.ps.top == p }

// stacked says whether the page was shown and is open: on the bar.
func (p *page) stacked() bool { return slices.Contains(p.ps.stack, p) }

// unstack takes the page off the stack.
func (p *page) unstack() {
	p.ps.stack = slices.DeleteFunc(p.ps.stack, func(o *page) bool { return o == p })
}

// body is what the real window shows of the page.
func (p *page) body() fyne.CanvasObject {
	if p.content == nil {
		return container.NewStack() // as a new window's empty canvas
	}
	return p.content
}

func (p *page) Title() string { return p.title }

func (p *page) SetTitle(title string) {
	p.title = title
	if p.stacked() {
		p.ps.update() // the bar's label, and the window's title if on top
	}
}

// Show puts the page on top.
func (p *page) Show() {
	if p.closed {
		return
	}
	p.unstack()
	p.ps.stack = append(p.ps.stack, p)
	if !p.ps.shown {
		p.ps.shown = true
		p.ps.win.Show()
	}
	p.ps.update()
}

// Hide puts the page under all others; it stays on the bar, and Show brings it back.
func (p *page) Hide() {
	if !p.stacked() {
		return
	}
	p.unstack()
	p.ps.stack = slices.Insert(p.ps.stack, 0, p)
	p.ps.update()
}

// Close removes the page and shows the one shown before it. The home page is not closed:
// closing the launcher would leave the browser's page empty.
func (p *page) Close() {
	if p.closed || p == p.ps.home {
		return
	}
	p.closed = true
	if fn := p.onClosed; fn != nil { // first, as Fyne's: the page still exists
		p.onClosed = nil
		fn()
	}
	p.unstack()
	p.ps.pages = slices.DeleteFunc(p.ps.pages, func(o *page) bool { return o == p })
	p.ps.update()
}

// closeAsked is the bar's Close: what a window's close button does.
func (p *page) closeAsked() {
	if p.intercept != nil {
		p.intercept()
		return
	}
	p.Close()
}

func (p *page) ShowAndRun() {
	p.Show()
	p.ps.app.Run()
}

func (p *page) Content() fyne.CanvasObject { return p.content }

func (p *page) SetContent(o fyne.CanvasObject) {
	p.content = o
	if p.onTop() {
		p.ps.update()
	}
}

func (p *page) Canvas() fyne.Canvas { return p.canvas }

func (p *page) MainMenu() *fyne.MainMenu { return p.menu }

func (p *page) SetMainMenu(m *fyne.MainMenu) {
	p.menu = m
	if p.onTop() {
		p.ps.win.SetMainMenu(m)
	}
}

func (p *page) SetOnClosed(fn func())       { p.onClosed = fn }
func (p *page) SetCloseIntercept(fn func()) { p.intercept = fn }

func (p *page) SetOnDropped(fn func(fyne.Position, []fyne.URI)) {
	p.dropped = fn
	if p.onTop() {
		p.ps.win.SetOnDropped(fn)
	}
}

func (p *page) Padded() bool { return p.padded }

func (p *page) SetPadded(padded bool) {
	p.padded = padded
	if p.onTop() {
		p.ps.win.SetPadded(padded)
	}
}

func (p *page) RequestFocus() {
	if p.onTop() {
		p.ps.win.RequestFocus()
	}
}

// The page fills the browser's canvas: it has no size, place or state of its own to set.
func (p *page) Resize(fyne.Size)        {}
func (p *page) CenterOnScreen()         {}
func (p *page) SetMaster()              {}
func (p *page) FixedSize() bool         { return p.fixed }
func (p *page) SetFixedSize(fixed bool) { p.fixed = fixed }
func (p *page) FullScreen() bool        { return p.full }
func (p *page) SetFullScreen(full bool) { p.full = full }

func (p *page) Icon() fyne.Resource {
	if p.icon == nil {
		return p.ps.app.Icon()
	}
	return p.icon
}

func (p *page) SetIcon(r fyne.Resource) { p.icon = r }

// Clipboard is the app's: the page's window has no other.
func (p *page) Clipboard() fyne.Clipboard { return p.ps.app.Clipboard() }

// pageCanvas is a page's canvas: it keeps the page's key handlers, shortcuts and dialogs,
// which the real canvas has while the page is on top (Pages.switchTo), and passes the
// rest to the real canvas.
type pageCanvas struct {
	p         *page
	onKey     func(*fyne.KeyEvent)
	onRune    func(rune)
	shortcuts map[string]pageShortcut // by fyne.Shortcut's ShortcutName, as Fyne keeps them
	overlays  []fyne.CanvasObject     // the page's dialogs and pop-ups, bottom first
}

// pageShortcut is a shortcut added to a page's canvas, with its handler.
type pageShortcut struct {
	shortcut fyne.Shortcut
	handler  func(fyne.Shortcut)
}

var _ fyne.Canvas = (*pageCanvas)(nil)

func (c *pageCanvas) real() fyne.Canvas { return c.p.ps.win.Canvas() }

func (c *pageCanvas) Content() fyne.CanvasObject     { return c.p.Content() }
func (c *pageCanvas) SetContent(o fyne.CanvasObject) { c.p.SetContent(o) }
func (c *pageCanvas) Refresh(o fyne.CanvasObject)    { c.real().Refresh(o) }

// Focus and its kin act only on top: a hidden page's widgets are not on the real canvas.
func (c *pageCanvas) Focus(f fyne.Focusable) {
	if c.p.onTop() {
		c.real().Focus(f)
	}
}

func (c *pageCanvas) FocusNext() {
	if c.p.onTop() {
		c.real().FocusNext()
	}
}

func (c *pageCanvas) FocusPrevious() {
	if c.p.onTop() {
		c.real().FocusPrevious()
	}
}

func (c *pageCanvas) Unfocus() {
	if c.p.onTop() {
		c.real().Unfocus()
	}
}

func (c *pageCanvas) Focused() fyne.Focusable {
	if c.p.onTop() {
		return c.real().Focused()
	}
	return nil
}

func (c *pageCanvas) Size() fyne.Size                             { return c.real().Size() }
func (c *pageCanvas) Scale() float32                              { return c.real().Scale() }
func (c *pageCanvas) Capture() image.Image                        { return c.real().Capture() }
func (c *pageCanvas) InteractiveArea() (fyne.Position, fyne.Size) { return c.real().InteractiveArea() }

func (c *pageCanvas) PixelCoordinateForPosition(pos fyne.Position) (int, int) {
	return c.real().PixelCoordinateForPosition(pos)
}

func (c *pageCanvas) Overlays() fyne.OverlayStack { return pageOverlays{c} }

// Fyne's web driver hands key events to the canvas off the UI goroutine (a key that
// closes a dialog logged Fyne's "Error in Fyne call thread"), so the page's handlers
// run through fyne.Do, which runs them at once where they already are on it.
func keyOnMain(fn func(*fyne.KeyEvent)) func(*fyne.KeyEvent) {
	if fn == nil {
		return nil
	}
	return func(e *fyne.KeyEvent) { fyne.Do(func() { fn(e) }) }
}

func runeOnMain(fn func(rune)) func(rune) {
	if fn == nil {
		return nil
	}
	return func(r rune) { fyne.Do(func() { fn(r) }) }
}

func shortcutOnMain(fn func(fyne.Shortcut)) func(fyne.Shortcut) {
	return func(s fyne.Shortcut) { fyne.Do(func() { fn(s) }) }
}

func (c *pageCanvas) OnTypedRune() func(rune) { return c.onRune }

func (c *pageCanvas) SetOnTypedRune(fn func(rune)) {
	c.onRune = fn
	if c.p.onTop() {
		c.real().SetOnTypedRune(runeOnMain(fn))
	}
}

func (c *pageCanvas) OnTypedKey() func(*fyne.KeyEvent) { return c.onKey }

func (c *pageCanvas) SetOnTypedKey(fn func(*fyne.KeyEvent)) {
	c.onKey = fn
	if c.p.onTop() {
		c.real().SetOnTypedKey(keyOnMain(fn))
	}
}

func (c *pageCanvas) AddShortcut(s fyne.Shortcut, handler func(fyne.Shortcut)) {
	c.shortcuts[s.ShortcutName()] = pageShortcut{s, handler}
	if c.p.onTop() {
		c.real().AddShortcut(s, shortcutOnMain(handler))
	}
}

func (c *pageCanvas) RemoveShortcut(s fyne.Shortcut) {
	delete(c.shortcuts, s.ShortcutName())
	if c.p.onTop() {
		c.real().RemoveShortcut(s)
	}
}

// pageOverlays is a page's overlay stack: its dialogs, on the real canvas while the page
// is on top, kept aside while another is.
type pageOverlays struct{ c *pageCanvas }

func (s pageOverlays) Add(o fyne.CanvasObject) {
	s.c.overlays = append(s.c.overlays, o)
	if s.c.p.onTop() {
		s.c.real().Overlays().Add(o)
	}
}

// Remove removes o and every overlay above it, as Fyne's stack does.
func (s pageOverlays) Remove(o fyne.CanvasObject) {
	i := slices.Index(s.c.overlays, o)
	if i < 0 {
		return
	}
	s.c.overlays = s.c.overlays[:i]
	if s.c.p.onTop() {
		s.c.real().Overlays().Remove(o)
	}
}

func (s pageOverlays) List() []fyne.CanvasObject { return slices.Clone(s.c.overlays) }

func (s pageOverlays) Top() fyne.CanvasObject {
	if n := len(s.c.overlays); n > 0 {
		return s.c.overlays[n-1]
	}
	return nil
}
