// The page's file system: Go's os package, built for js, calls the Node.js fs API
// through globalThis.fs, which wasm_exec.js leaves as it finds it. This one keeps the
// files in memory and in the browser's localStorage, so the app's autosaves, settings
// and Resume survive a reload, as its folder does on the desktop.
"use strict";

(() => {
	const key = "oddboards-files"; // localStorage: {path: null for a folder, or base64}
	const nodes = new Map();       // path → {dir, data (Uint8Array), mode, mtime, ino}
	const fds = new Map();         // fd → {path, pos, append}
	let nextFD = 10, nextIno = 1, saveTimer = null;

	const fail = (code) => { const e = new Error(code); e.code = code; return e; };
	const now = () => Date.now();
	const norm = (p) => {
		const out = [];
		for (const part of String(p).split("/")) {
			if (part === "" || part === ".") continue;
			if (part === "..") out.pop(); else out.push(part);
		}
		return "/" + out.join("/");
	};
	const parent = (p) => p === "/" ? "/" : p.slice(0, p.lastIndexOf("/")) || "/";
	const add = (p, dir, data, mode) => {
		nodes.set(p, { dir, data: data || new Uint8Array(0), mode: mode & 0o777, mtime: now(), ino: nextIno++ });
	};

	// the files kept by the last visit
	add("/", true, null, 0o755);
	try {
		const kept = JSON.parse(localStorage.getItem(key) || "{}");
		for (const p of Object.keys(kept).sort()) {
			if (kept[p] === null) add(p, true, null, 0o755);
			else add(p, false, Uint8Array.from(atob(kept[p]), (c) => c.charCodeAt(0)), 0o644);
		}
	} catch (e) { console.log("oddboards: the files kept in this browser could not be read: " + e); }

	const save = () => {
		saveTimer = null;
		const out = {};
		for (const [p, n] of nodes) {
			if (p === "/") continue;
			if (n.dir) { out[p] = null; continue; }
			let s = "";
			for (let i = 0; i < n.data.length; i += 0x8000) s += String.fromCharCode.apply(null, n.data.subarray(i, i + 0x8000));
			out[p] = btoa(s);
		}
		try { localStorage.setItem(key, JSON.stringify(out)); }
		catch (e) { console.log("oddboards: the browser's storage is full: " + e); }
	};
	const changed = () => { if (saveTimer === null) saveTimer = setTimeout(save, 300); };
	addEventListener("pagehide", () => { if (saveTimer !== null) { clearTimeout(saveTimer); save(); } });

	const statOf = (n) => ({
		dev: 1, ino: n.ino, mode: (n.dir ? 0o040000 : 0o100000) | n.mode, nlink: 1, uid: 0, gid: 0, rdev: 0,
		size: n.data.length, blksize: 4096, blocks: Math.ceil(n.data.length / 512),
		atimeMs: n.mtime, mtimeMs: n.mtime, ctimeMs: n.mtime, isDirectory: () => n.dir,
	});
	const need = (p) => { const n = nodes.get(p); if (!n) throw fail("ENOENT"); return n; };
	const needDir = (p) => { const n = need(p); if (!n.dir) throw fail("ENOTDIR"); return n; };
	const fileOf = (fd) => { const f = fds.get(fd); if (!f) throw fail("EBADF"); return f; };
	// each call answers through its callback, as Node's do; errors as Node's codes
	const call = (cb, f) => { let r; try { r = f(); } catch (e) { cb(e.code ? e : fail("EIO")); return; } cb(null, r); };
	const grow = (n, size) => {
		if (size <= n.data.length) return;
		const d = new Uint8Array(Math.max(size, n.data.length * 2));
		d.set(n.data);
		n.data = d.subarray(0, size);
	};
	const truncate = (n, len) => { n.data = len <= n.data.length ? n.data.slice(0, len) : (grow(n, len), n.data); n.mtime = now(); changed(); };

	const C = { O_WRONLY: 1, O_RDWR: 2, O_CREAT: 64, O_EXCL: 128, O_TRUNC: 512, O_APPEND: 1024, O_DIRECTORY: 65536 };
	const decoder = new TextDecoder("utf-8");
	const out = { 1: "", 2: "" };

	globalThis.fs = {
		constants: C,
		writeSync(fd, buf) {
			if (fd === 1 || fd === 2) { // the app's standard output and errors: the console
				out[fd] += decoder.decode(buf);
				const nl = out[fd].lastIndexOf("\n");
				if (nl >= 0) { console.log(out[fd].substring(0, nl)); out[fd] = out[fd].substring(nl + 1); }
				return buf.length;
			}
			throw fail("EBADF");
		},
		open(path, flags, mode, cb) {
			call(cb, () => {
				const p = norm(path);
				let n = nodes.get(p);
				if (n && (flags & C.O_CREAT) && (flags & C.O_EXCL)) throw fail("EEXIST");
				if (!n) {
					if (!(flags & C.O_CREAT)) throw fail("ENOENT");
					needDir(parent(p));
					add(p, false, null, mode);
					n = nodes.get(p);
					changed();
				}
				if (n.dir && (flags & (C.O_WRONLY | C.O_RDWR))) throw fail("EISDIR");
				if ((flags & C.O_DIRECTORY) && !n.dir) throw fail("ENOTDIR");
				if ((flags & C.O_TRUNC) && !n.dir) truncate(n, 0);
				const fd = nextFD++;
				fds.set(fd, { path: p, pos: 0, append: !!(flags & C.O_APPEND) });
				return fd;
			});
		},
		close(fd, cb) { call(cb, () => { fileOf(fd); fds.delete(fd); }); },
		read(fd, buf, offset, length, position, cb) {
			call(cb, () => {
				const f = fileOf(fd), n = need(f.path);
				if (n.dir) throw fail("EISDIR");
				const at = position === null || position === undefined ? f.pos : position;
				const got = n.data.subarray(at, at + length);
				buf.set(got, offset);
				if (position === null || position === undefined) f.pos = at + got.length;
				return got.length;
			});
		},
		write(fd, buf, offset, length, position, cb) {
			if (fd === 1 || fd === 2) { call(cb, () => this.writeSync(fd, buf.subarray(offset, offset + length))); return; }
			call(cb, () => {
				const f = fileOf(fd), n = need(f.path);
				let at = position === null || position === undefined ? f.pos : position;
				if (f.append) at = n.data.length;
				grow(n, at + length);
				n.data.set(buf.subarray(offset, offset + length), at);
				if (position === null || position === undefined) f.pos = at + length;
				n.mtime = now();
				changed();
				return length;
			});
		},
		fstat(fd, cb) { call(cb, () => statOf(need(fileOf(fd).path))); },
		stat(path, cb) { call(cb, () => statOf(need(norm(path)))); },
		lstat(path, cb) { call(cb, () => statOf(need(norm(path)))); },
		fsync(fd, cb) { call(cb, () => { fileOf(fd); }); },
		ftruncate(fd, length, cb) { call(cb, () => truncate(need(fileOf(fd).path), length)); },
		truncate(path, length, cb) { call(cb, () => truncate(need(norm(path)), length)); },
		mkdir(path, perm, cb) {
			call(cb, () => {
				const p = norm(path);
				if (nodes.has(p)) throw fail("EEXIST");
				needDir(parent(p));
				add(p, true, null, perm);
				changed();
			});
		},
		readdir(path, cb) {
			call(cb, () => {
				const p = norm(path);
				needDir(p);
				const prefix = p === "/" ? "/" : p + "/";
				const names = [];
				for (const q of nodes.keys()) {
					if (q !== p && q.startsWith(prefix) && !q.slice(prefix.length).includes("/")) names.push(q.slice(prefix.length));
				}
				return names.sort();
			});
		},
		rename(from, to, cb) {
			call(cb, () => {
				const a = norm(from), b = norm(to), n = need(a);
				needDir(parent(b));
				const old = nodes.get(b);
				if (old && old.dir !== n.dir) throw fail(old.dir ? "EISDIR" : "ENOTDIR");
				const moved = [...nodes.keys()].filter((q) => q === a || q.startsWith(a + "/"));
				for (const q of moved) { nodes.set(b + q.slice(a.length), nodes.get(q)); nodes.delete(q); }
				for (const f of fds.values()) if (f.path === a || f.path.startsWith(a + "/")) f.path = b + f.path.slice(a.length);
				changed();
			});
		},
		unlink(path, cb) {
			call(cb, () => {
				const p = norm(path);
				if (need(p).dir) throw fail("EISDIR");
				nodes.delete(p);
				changed();
			});
		},
		rmdir(path, cb) {
			call(cb, () => {
				const p = norm(path);
				needDir(p);
				for (const q of nodes.keys()) if (q.startsWith(p + "/")) throw fail("ENOTEMPTY");
				nodes.delete(p);
				changed();
			});
		},
		chmod(path, mode, cb) { call(cb, () => { need(norm(path)).mode = mode & 0o777; }); },
		fchmod(fd, mode, cb) { call(cb, () => { need(fileOf(fd).path).mode = mode & 0o777; }); },
		chown(path, uid, gid, cb) { call(cb, () => { need(norm(path)); }); },
		fchown(fd, uid, gid, cb) { call(cb, () => { fileOf(fd); }); },
		lchown(path, uid, gid, cb) { call(cb, () => { need(norm(path)); }); },
		utimes(path, atime, mtime, cb) { call(cb, () => { need(norm(path)).mtime = mtime * 1000; }); },
		link(path, link, cb) { cb(fail("ENOSYS")); },
		symlink(path, link, cb) { cb(fail("ENOSYS")); },
		readlink(path, cb) { cb(fail("EINVAL")); },
	};

	// a working folder, which Go asks for when it makes a relative path absolute
	let cwd = "/";
	globalThis.process = {
		getuid() { return -1; }, getgid() { return -1; }, geteuid() { return -1; }, getegid() { return -1; },
		getgroups() { throw fail("ENOSYS"); }, umask() { return 0o022; },
		pid: -1, ppid: -1,
		cwd() { return cwd; },
		chdir(p) { needDir(norm(p)); cwd = norm(p); },
	};
	globalThis.path = { resolve: (...parts) => norm(parts.reduce((a, b) => (String(b).startsWith("/") ? b : a + "/" + b), cwd)) };
})();
