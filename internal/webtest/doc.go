// Package webtest holds the tests of the app in a real browser: `make web`'s page, served
// by package webserve, in headless Chromium, alone and joining a game hosted by the
// desktop app under Xvfb (make web-test). It has no code of its own.
package webtest
