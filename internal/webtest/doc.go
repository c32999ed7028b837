// Package webtest holds the test of the app in a real browser: `make web`'s page, served
// by package webserve, in headless Chromium (make web-test). It has no code of its own.
package webtest
