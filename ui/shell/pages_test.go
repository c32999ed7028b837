package shell_test

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"oddboards/ui/shell"
	"oddboards/ui/uitest"
)

// threePages is a one-window app with its home page (the launcher), A and B, each
// showing a label of its name; none is shown yet.
type threePages struct {
	ps     *shell.Pages
	win    fyne.Window // the real one
	pages  map[string]fyne.Window
	labels map[string]*widget.Label
}

func newThreePages(t *testing.T) *threePages {
	t.Helper()
	ps := shell.NewPages(test.NewTempApp(t))
	tp := &threePages{ps: ps, win: ps.Window(), pages: map[string]fyne.Window{}, labels: map[string]*widget.Label{}}
	for _, name := range []string{"home", "A", "B"} {
		title := "Oddboards — " + name
		if name == "home" {
			title = "Oddboards"
		}
		w := ps.NewWindow(title)
		tp.labels[name] = widget.NewLabel("page " + name)
		w.SetContent(tp.labels[name])
		tp.pages[name] = w
	}
	return tp
}

// visible is every object the real window draws: hidden ones and what is under them left
// out.
func visible(w fyne.Window) []fyne.CanvasObject {
	var out []fyne.CanvasObject
	uitest.Walk(w.Content(), func(o fyne.CanvasObject) bool {
		if !o.Visible() {
			return false
		}
		out = append(out, o)
		return true
	})
	return out
}

// shownPage is the name of the one page whose label the real window draws ("" for none);
// the test fails when it draws more than one.
func (tp *threePages) shownPage(t *testing.T) string {
	t.Helper()
	drawn := visible(tp.win)
	shown := ""
	for name, l := range tp.labels {
		if slices.Contains(drawn, fyne.CanvasObject(l)) {
			if shown != "" {
				t.Fatalf("pages %s and %s both drawn", shown, name)
			}
			shown = name
		}
	}
	return shown
}

// bar is the switcher's page buttons (by their text, in order) and its Close button, as
// drawn: none while the bar is hidden.
func bar(w fyne.Window) (tabs []*widget.Button, closer *widget.Button) {
	for _, o := range visible(w) {
		if b, ok := o.(*widget.Button); ok {
			if b.Text == "Close" {
				closer = b
			} else {
				tabs = append(tabs, b)
			}
		}
	}
	return tabs, closer
}

func texts(bs []*widget.Button) []string {
	var out []string
	for _, b := range bs {
		out = append(out, b.Text)
	}
	return out
}

// The page on top is the one shown last and not closed; the bar lists the pages shown, in
// the order they opened, and offers Close on any but the home page.
func TestPagesShowCloseHide(t *testing.T) {
	for _, tc := range []struct {
		name      string
		steps     []string // "show X", "close X", "hide X"
		top       string
		title     string
		tabs      []string
		canClose  bool
		closedRan []string
	}{
		{"nothing shown", nil, "", "Oddboards", nil, false, nil},
		{"home alone", []string{"show home"}, "home", "Oddboards", nil, false, nil},
		{"a second page covers the home", []string{"show home", "show A"}, "A", "Oddboards — A",
			[]string{"Oddboards", "A"}, true, nil},
		{"the last shown is on top", []string{"show home", "show A", "show B"}, "B", "Oddboards — B",
			[]string{"Oddboards", "A", "B"}, true, nil},
		{"shown again comes back on top", []string{"show home", "show A", "show B", "show A"}, "A", "Oddboards — A",
			[]string{"Oddboards", "A", "B"}, true, nil},
		{"closing the top shows the one below", []string{"show home", "show A", "show B", "close B"}, "A", "Oddboards — A",
			[]string{"Oddboards", "A"}, true, []string{"B"}},
		{"below is the one shown before, not the one opened before", []string{"show home", "show B", "show A", "close A"},
			"B", "Oddboards — B", []string{"Oddboards", "B"}, true, []string{"A"}},
		{"closing a page underneath keeps the top", []string{"show home", "show A", "show B", "close A"}, "B", "Oddboards — B",
			[]string{"Oddboards", "B"}, true, []string{"A"}},
		{"back to the home page alone: no bar", []string{"show home", "show A", "close A"}, "home", "Oddboards",
			nil, false, []string{"A"}},
		{"the home page is not closed", []string{"show home", "show A", "show home", "close home"}, "home", "Oddboards",
			[]string{"Oddboards", "A"}, false, nil},
		{"a closed page does not come back", []string{"show home", "show A", "close A", "show A"}, "home", "Oddboards",
			nil, false, []string{"A"}},
		{"closed twice, its callback runs once", []string{"show home", "show A", "close A", "close A"}, "home", "Oddboards",
			nil, false, []string{"A"}},
		{"hiding the top shows the one below", []string{"show home", "show A", "show B", "hide B"}, "A", "Oddboards — A",
			[]string{"Oddboards", "A", "B"}, true, nil},
		{"a hidden page is the last to come back", []string{"show home", "show A", "show B", "hide B", "close A"},
			"home", "Oddboards", []string{"Oddboards", "B"}, false, []string{"A"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tp := newThreePages(t)
			var closed []string
			for name, w := range tp.pages {
				w.SetOnClosed(func() { closed = append(closed, name) })
			}
			for _, s := range tc.steps {
				verb, name, _ := strings.Cut(s, " ")
				w := tp.pages[name]
				switch verb {
				case "show":
					w.Show()
				case "close":
					w.Close()
				case "hide":
					w.Hide()
				}
			}
			if got := tp.shownPage(t); got != tc.top {
				t.Errorf("page drawn: %q, want %q", got, tc.top)
			}
			if got := tp.win.Title(); got != tc.title {
				t.Errorf("window title %q, want %q", got, tc.title)
			}
			if top := tp.ps.Top(); (top == nil) != (tc.top == "") || top != nil && top != tp.pages[tc.top] {
				t.Errorf("Top is %v, want page %q", top, tc.top)
			}
			tabs, closer := bar(tp.win)
			if got := texts(tabs); !slices.Equal(got, tc.tabs) {
				t.Errorf("bar lists %q, want %q", got, tc.tabs)
			}
			if (closer != nil) != tc.canClose {
				t.Errorf("bar offers Close: %v, want %v", closer != nil, tc.canClose)
			}
			if !slices.Equal(closed, tc.closedRan) {
				t.Errorf("OnClosed ran for %q, want %q", closed, tc.closedRan)
			}
		})
	}
}

// The bar's buttons switch pages and close the one on top; the top page's is marked, the
// home page's has the home icon.
func TestPagesBarSwitches(t *testing.T) {
	tp := newThreePages(t)
	for _, n := range []string{"home", "A", "B"} {
		tp.pages[n].Show()
	}
	tabs, _ := bar(tp.win)
	if len(tabs) != 3 {
		t.Fatalf("bar lists %q", texts(tabs))
	}
	for i, want := range []widget.Importance{widget.MediumImportance, widget.MediumImportance, widget.HighImportance} {
		if tabs[i].Importance != want {
			t.Errorf("%s's importance %v, want %v", tabs[i].Text, tabs[i].Importance, want)
		}
	}
	if tabs[0].Icon == nil || tabs[1].Icon != nil {
		t.Errorf("icons: home %v, A %v; want the home page's alone", tabs[0].Icon, tabs[1].Icon)
	}
	test.Tap(tabs[0])
	if got := tp.shownPage(t); got != "home" {
		t.Fatalf("after tapping %q: page %q drawn", tabs[0].Text, got)
	}
	tabs, _ = bar(tp.win)
	test.Tap(tabs[1])
	if got := tp.shownPage(t); got != "A" {
		t.Fatalf("after tapping %q: page %q drawn", tabs[1].Text, got)
	}
	closedA := false
	tp.pages["A"].SetOnClosed(func() { closedA = true })
	_, closer := bar(tp.win)
	test.Tap(closer)
	if !closedA {
		t.Error("the bar's Close did not close A")
	}
	// back to the one shown before A: home
	if got := tp.shownPage(t); got != "home" {
		t.Errorf("after closing A: page %q drawn", got)
	}

	// a close intercept decides, as for a window's close button
	tp.pages["B"].Show()
	asked := 0
	tp.pages["B"].SetCloseIntercept(func() { asked++ })
	_, closer = bar(tp.win)
	test.Tap(closer)
	if got := tp.shownPage(t); asked != 1 || got != "B" {
		t.Errorf("with an intercept: asked %d times, page %q drawn; want 1, B", asked, got)
	}
}

// A page's title is its window's while it is on top, and its label on the bar.
func TestPagesTitle(t *testing.T) {
	tp := newThreePages(t)
	tp.pages["home"].Show()
	tp.pages["A"].Show()
	tp.pages["home"].SetTitle("Oddboards — Launcher")
	if got := tp.win.Title(); got != "Oddboards — A" {
		t.Errorf("hidden page's new title reached the window: %q", got)
	}
	tp.pages["A"].SetTitle("Oddboards — A, move 3")
	if got := tp.win.Title(); got != "Oddboards — A, move 3" {
		t.Errorf("window title %q after the top page's changed", got)
	}
	if got := tp.pages["A"].Title(); got != "Oddboards — A, move 3" {
		t.Errorf("page's Title %q", got)
	}
	tabs, _ := bar(tp.win)
	if got, want := texts(tabs), []string{"Launcher", "A, move 3"}; !slices.Equal(got, want) {
		t.Errorf("bar lists %q, want %q", got, want)
	}
	tp.pages["home"].Show()
	if got := tp.win.Title(); got != "Oddboards — Launcher" {
		t.Errorf("window title %q with home on top", got)
	}
	// two games of one variant: the bar tells them apart
	tp.pages["B"].SetTitle("Oddboards — A, move 3")
	tp.pages["B"].Show()
	tabs, _ = bar(tp.win)
	if got, want := texts(tabs), []string{"Launcher", "A, move 3", "A, move 3 (2)"}; !slices.Equal(got, want) {
		t.Errorf("bar lists %q, want %q", got, want)
	}
}

// Key handlers, typed runes and shortcuts set on a page act only while it is on top.
func TestPagesKeysOnlyOnTop(t *testing.T) {
	tp := newThreePages(t)
	heard := map[string]int{}
	for name, w := range tp.pages {
		c := w.Canvas()
		c.SetOnTypedKey(func(*fyne.KeyEvent) { heard[name+" key"]++ })
		c.SetOnTypedRune(func(rune) { heard[name+" rune"]++ })
		c.AddShortcut(&fyne.ShortcutUndo{}, func(fyne.Shortcut) { heard[name+" undo"]++ })
	}
	tp.pages["home"].Canvas().AddShortcut(&fyne.ShortcutSelectAll{}, func(fyne.Shortcut) { heard["home all"]++ })
	real := tp.win.Canvas()
	press := func() {
		t.Helper()
		if h := real.OnTypedKey(); h != nil {
			h(&fyne.KeyEvent{Name: fyne.KeyEscape})
		}
		if h := real.OnTypedRune(); h != nil {
			h('x')
		}
		sc, ok := real.(fyne.Shortcutable)
		if !ok {
			t.Fatal("the test canvas takes no shortcuts")
		}
		sc.TypedShortcut(&fyne.ShortcutUndo{})
		sc.TypedShortcut(&fyne.ShortcutSelectAll{})
	}
	for _, step := range []struct {
		do   func()
		want map[string]int // what the keys pressed after do reach
	}{
		{func() { tp.pages["home"].Show() }, map[string]int{"home key": 1, "home rune": 1, "home undo": 1, "home all": 1}},
		{func() { tp.pages["A"].Show() }, map[string]int{"A key": 1, "A rune": 1, "A undo": 1}},
		{func() { tp.pages["B"].Show() }, map[string]int{"B key": 1, "B rune": 1, "B undo": 1}},
		// set while hidden: kept for when the page is on top, not given to the window now
		{func() { tp.pages["A"].Canvas().SetOnTypedKey(func(*fyne.KeyEvent) { heard["A key 2"]++ }) },
			map[string]int{"B key": 1, "B rune": 1, "B undo": 1}},
		{func() { tp.pages["B"].Close() }, map[string]int{"A key 2": 1, "A rune": 1, "A undo": 1}},
		{func() { tp.pages["A"].Canvas().RemoveShortcut(&fyne.ShortcutUndo{}) }, map[string]int{"A key 2": 1, "A rune": 1}},
		{func() { tp.pages["home"].Show() }, map[string]int{"home key": 1, "home rune": 1, "home undo": 1, "home all": 1}},
	} {
		step.do()
		clear(heard)
		press()
		for k, n := range step.want {
			if heard[k] != n {
				t.Errorf("%s heard %d times, want %d (heard: %v)", k, heard[k], n, heard)
			}
		}
		for k, n := range heard {
			if step.want[k] == 0 {
				t.Errorf("%s heard %d times, want none (top: %s)", k, n, tp.win.Title())
			}
		}
	}
}

// A page's dialogs show over it alone: they leave with it and come back with it.
func TestPagesDialogsFollowTheirPage(t *testing.T) {
	tp := newThreePages(t)
	home, a := tp.pages["home"], tp.pages["A"]
	home.Show()
	d := dialog.NewInformation("Note", "on the launcher", home)
	d.Show()
	real := tp.win.Canvas().Overlays()
	if real.Top() == nil || real.Top() != home.Canvas().Overlays().Top() {
		t.Fatalf("the dialog is not over the window: %v", real.List())
	}
	a.Show()
	if real.Top() != nil {
		t.Errorf("home's dialog shows over A: %v", real.List())
	}
	if home.Canvas().Overlays().Top() == nil {
		t.Error("home lost its dialog while hidden")
	}
	dialog.NewInformation("Note", "on A", a).Show()
	a.Close()
	if len(real.List()) != 1 || real.Top() != home.Canvas().Overlays().Top() {
		t.Errorf("back on home: overlays %v, want home's dialog alone", real.List())
	}
	d.Hide()
	if real.Top() != nil || home.Canvas().Overlays().Top() != nil {
		t.Errorf("hidden dialog still on the stack: %v, %v", real.List(), home.Canvas().Overlays().List())
	}
}

// The window's main menu is the top page's: a game's menus leave with its page.
func TestPagesMainMenu(t *testing.T) {
	tp := newThreePages(t)
	menu := fyne.NewMainMenu(fyne.NewMenu("Game"))
	tp.pages["A"].SetMainMenu(menu)
	tp.pages["home"].Show()
	if tp.win.MainMenu() != nil {
		t.Error("the home page shows A's menu")
	}
	tp.pages["A"].Show()
	if tp.win.MainMenu() != menu || tp.pages["A"].MainMenu() != menu {
		t.Errorf("A on top: window's menu %v, want A's", tp.win.MainMenu())
	}
	tp.pages["A"].Close()
	if tp.win.MainMenu() != nil {
		t.Error("A's menu stays after it closed")
	}
}

// Env.NewWindow opens a window of the app's own, or with Pages a page of the one window.
func TestEnvNewWindow(t *testing.T) {
	for _, tc := range []struct {
		name    string
		pages   bool
		windows int // the windows the app has more after two are opened and shown
	}{
		{"desktop: a window each", false, 2},
		{"browser: pages of one window", true, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := test.NewTempApp(t)
			before := len(a.Driver().AllWindows()) // the test driver's own
			env := &shell.Env{App: a}
			if tc.pages {
				env.Pages = shell.NewPages(a)
			}
			for _, title := range []string{"one", "two"} {
				w := env.NewWindow(title)
				w.SetContent(widget.NewLabel(title))
				w.Show()
				if w.Title() != title {
					t.Errorf("title %q, want %q", w.Title(), title)
				}
			}
			if got := len(a.Driver().AllWindows()) - before; got != tc.windows {
				t.Errorf("%d windows, want %d", got, tc.windows)
			}
		})
	}
}
