// Package assets holds the files Oddboards embeds: the app icon, drawn by our own code
// (icon.go) and kept as assets/icon.png for FyneApp.toml and packaging.
package assets

import _ "embed"

// IconPNG is the app icon, 256×256.
//
//go:embed icon.png
var IconPNG []byte
