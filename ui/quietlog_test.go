package ui

import (
	"bytes"
	"errors"
	"log"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
)

// Fyne's report of an undefined favourite folder (on every file dialog) is dropped;
// every other report, Fyne's included, goes through whole.
func TestQuietLogDropsTheFavouritesReport(t *testing.T) {
	var b bytes.Buffer
	before, flags := log.Writer(), log.Flags()
	log.SetOutput(QuietLog(&b))
	log.SetFlags(0)
	t.Cleanup(func() { log.SetOutput(before); log.SetFlags(flags) })

	fyne.LogError(favouritesReport, errors.New("this computer does not define a VIDEOS folder"))
	fyne.LogError("Error with StartingLocation", errors.New("no such folder"))
	log.Println("our own line")
	got := b.String()
	if strings.Contains(got, "VIDEOS") || strings.Contains(got, favouritesReport) {
		t.Errorf("the favourites report went through:\n%s", got)
	}
	for _, want := range []string{"Fyne error:  Error with StartingLocation", "  Cause: no such folder", "  At: ", "our own line"} {
		if !strings.Contains(got, want) {
			t.Errorf("%q was dropped:\n%s", want, got)
		}
	}
}
