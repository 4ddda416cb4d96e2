#!/usr/bin/env python3
"""A minimal LSP client (standard library only) for driving strcost-clangd the
way an editor does: JSON-RPC 2.0 over the server's stdin/stdout with
Content-Length framing."""

import json
import os
import queue
import subprocess
import threading
import time


class LspError(Exception):
    pass


class Client:
    def __init__(self, argv, cwd=None, stderr=None):
        self.proc = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=stderr or subprocess.DEVNULL, cwd=cwd)
        self.next_id = 1
        self.messages = queue.Queue()
        self.notifications = []      # every notification seen, in order
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()

    # -- framing -------------------------------------------------------------
    def _read(self):
        out = self.proc.stdout
        while True:
            headers = {}
            while True:
                line = out.readline()
                if not line:
                    self.messages.put(None)
                    return
                line = line.decode("ascii").strip()
                if not line:
                    break
                name, _, value = line.partition(":")
                headers[name.strip().lower()] = value.strip()
            body = out.read(int(headers["content-length"]))
            self.messages.put(json.loads(body))

    def _send(self, message):
        body = json.dumps(message).encode("utf-8")
        self.proc.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.proc.stdin.flush()

    # -- requests and notifications -------------------------------------------
    def notify(self, method, params):
        self._send({"jsonrpc": "2.0", "method": method, "params": params})

    def request(self, method, params, timeout=60):
        rid = self.next_id
        self.next_id += 1
        self._send({"jsonrpc": "2.0", "id": rid, "method": method, "params": params})
        deadline = time.monotonic() + timeout
        while True:
            msg = self._next(deadline, f"the answer to {method}")
            if msg.get("id") == rid and "method" not in msg:
                if "error" in msg:
                    raise LspError(f"{method}: {msg['error']}")
                return msg.get("result")
            self._handle(msg)

    def wait_for(self, predicate, what, timeout=60):
        """Returns the first notification (new or already seen and not yet
        consumed) for which predicate holds."""
        for i, n in enumerate(self.notifications):
            if predicate(n):
                del self.notifications[i]
                return n
        deadline = time.monotonic() + timeout
        while True:
            msg = self._next(deadline, what)
            if "id" in msg and "method" not in msg:
                continue  # a late answer nobody waits for
            if self._handle(msg) and predicate(msg):
                self.notifications.remove(msg)
                return msg

    def _next(self, deadline, what):
        left = deadline - time.monotonic()
        if left <= 0:
            raise LspError(f"timed out waiting for {what}")
        try:
            msg = self.messages.get(timeout=left)
        except queue.Empty:
            raise LspError(f"timed out waiting for {what}")
        if msg is None:
            raise LspError(f"the server exited (code {self.proc.wait()}) while waiting for {what}")
        return msg

    def _handle(self, msg):
        """Answers server-to-client requests; keeps notifications. True for a
        notification."""
        if "id" in msg and "method" in msg:
            # workDoneProgress/create, workspace/configuration, ...: accept.
            self._send({"jsonrpc": "2.0", "id": msg["id"], "result": None})
            return False
        self.notifications.append(msg)
        return True

    # -- session ---------------------------------------------------------------
    def initialize(self, root):
        return self.request("initialize", {
            "processId": os.getpid(),
            "rootUri": uri(root),
            "capabilities": {
                "textDocument": {
                    "publishDiagnostics": {"relatedInformation": True},
                    "codeAction": {"codeActionLiteralSupport": {"codeActionKind": {
                        "valueSet": ["quickfix", "refactor", "source"]}}},
                    "hover": {"contentFormat": ["plaintext"]},
                },
                "workspace": {"applyEdit": True},
            },
        })

    def close(self):
        try:
            self.request("shutdown", None, timeout=10)
            self.notify("exit", None)
            self.proc.wait(timeout=10)
        except Exception:
            self.proc.kill()
            self.proc.wait()


def uri(path):
    return "file://" + os.path.abspath(path)


def offset_of(text, position):
    """Offset in text of an LSP position (line, UTF-16 character)."""
    lines = text.splitlines(keepends=True)
    before = "".join(lines[:position["line"]])
    line = lines[position["line"]] if position["line"] < len(lines) else ""
    units, chars = 0, 0
    while units < position["character"] and chars < len(line):
        units += 2 if ord(line[chars]) > 0xFFFF else 1
        chars += 1
    return len(before) + chars


def apply_edits(text, edits):
    """Applies LSP TextEdits (non-overlapping) to text."""
    spans = sorted(((offset_of(text, e["range"]["start"]), offset_of(text, e["range"]["end"]),
                     e["newText"]) for e in edits), reverse=True)
    for start, end, new in spans:
        text = text[:start] + new + text[end:]
    return text
