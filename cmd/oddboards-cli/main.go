// Command oddboards-cli is Oddboards' command line alone, for Windows: oddboards.exe is a
// windowed program (-H windowsgui), and such a program has no console, so cmd.exe and
// PowerShell would show nothing it prints. This one is a console program with the same
// subcommands; it opens no window, so it needs neither cgo nor Fyne.
package main

import (
	"fmt"
	"os"

	"oddboards/ui/cli"
)

func main() {
	args := os.Args[1:]
	if len(args) > 0 && !cli.IsSubcommand(args) {
		fmt.Fprintln(os.Stderr, "oddboards-cli: the app's own options (--game, --open) open a window: use oddboards.exe for those")
		os.Exit(2)
	}
	os.Exit(cli.Run(args, os.Stdin, os.Stdout, os.Stderr))
}
