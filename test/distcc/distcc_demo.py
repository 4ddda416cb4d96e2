#!/usr/bin/env python3
"""The compiler plugin under a real distributed compiler: a distccd on
127.0.0.1 compiles, the strcost warnings and the fix-its come back over the
wire, and the fixes are applied on the client's files.

Starts its own distccd (loopback only, its own port, stopped at the end), then
  1. compiles the input with `distcc strcost-clang++ -fdiagnostics-parseable-fixits`
     in distcc's plain mode (the client preprocesses, the server compiles the
     preprocessed text), with local fallback disabled so that a success can
     only be remote, and checks the server's log for the job;
  2. prints the compiler output that came back (for FileCheck);
  3. turns it into YAML with scripts/strcost-fixits.py, applies it with
     clang-apply-replacements to the client's copy and prints the fixed file.
(Pump mode, where the server preprocesses, is not tried: Debian 12's include
server fails on its Python 3.11 and distcc then preprocesses locally anyway.)
"""

import argparse
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--wrapper", required=True, help="strcost-clang++")
    p.add_argument("--apply-replacements", required=True)
    p.add_argument("--fixits", required=True, help="scripts/strcost-fixits.py")
    p.add_argument("input")
    p.add_argument("workdir")
    args = p.parse_args()

    shutil.rmtree(args.workdir, ignore_errors=True)
    os.makedirs(args.workdir)
    os.chmod(args.workdir, 0o1777)   # distccd runs as user distcc when started as root
    src = os.path.join(args.workdir, os.path.basename(args.input))
    shutil.copy(args.input, src)
    port = free_port()
    log = os.path.join(args.workdir, "distccd.log")
    wrapper_dir = os.path.dirname(os.path.abspath(args.wrapper))
    # The daemon drops root for user distcc and works in $TMPDIR: give it one
    # that user may enter.
    daemon_tmp = os.path.join(args.workdir, "distccd-tmp")
    os.makedirs(daemon_tmp)
    os.chmod(daemon_tmp, 0o1777)
    env = dict(os.environ, PATH=wrapper_dir + os.pathsep + os.environ["PATH"],
               TMPDIR=daemon_tmp)
    # --enable-tcp-insecure: distccd otherwise runs only compilers linked in
    # /usr/lib/distcc, which a test cannot add to; it listens on loopback only.
    daemon = subprocess.Popen(
        ["distccd", "--daemon", "--no-detach", "--allow", "127.0.0.1", "--listen", "127.0.0.1",
         "--port", str(port), "--jobs", "1", "--log-file", log, "--log-level", "info",
         "--enable-tcp-insecure"], env=env, start_new_session=True)
    try:
        for _ in range(100):
            try:
                socket.create_connection(("127.0.0.1", port), timeout=0.1).close()
                break
            except OSError:
                if daemon.poll() is not None:
                    break
                time.sleep(0.1)
        if daemon.poll() is not None:
            sys.exit(f"distcc_demo: distccd exited with {daemon.returncode}: "
                     + (open(log).read() if os.path.exists(log) else "no log"))
        state = os.path.join(args.workdir, "distcc-state")
        os.makedirs(state)
        host = f"127.0.0.1:{port}/1"
        cenv = dict(env, DISTCC_HOSTS=host, DISTCC_FALLBACK="0", DISTCC_SKIP_LOCAL_RETRY="1",
                    DISTCC_DIR=state, DISTCC_BACKOFF_PERIOD="0", DISTCC_IO_TIMEOUT="120")
        cmd = ["distcc", "strcost-clang++", "-std=c++17", "-fdiagnostics-parseable-fixits",
               "-c", os.path.basename(src), "-o", "out.o"]
        r = subprocess.run(cmd, cwd=args.workdir, env=cenv, stdout=subprocess.PIPE,
                           stderr=subprocess.STDOUT, text=True, timeout=300)
        if r.returncode != 0 or not os.path.exists(os.path.join(args.workdir, "out.o")):
            sys.exit(f"distcc_demo: the distributed compile failed ({r.returncode}):\n{r.stdout}")
        with open(log) as f:
            server = f.read()
        if "COMPILE_OK" not in server:
            sys.exit(f"distcc_demo: distccd did not compile it:\n{server}")
        print(f"distcc_demo: compiled on distccd 127.0.0.1:{port}")
        output = r.stdout
        print(output)
        with open(os.path.join(args.workdir, "build.log"), "w") as f:
            f.write(output + "\n")
    finally:
        os.killpg(daemon.pid, signal.SIGTERM)
        daemon.wait(timeout=30)

    fixes = os.path.join(args.workdir, "fixes")
    for step in ([sys.executable, args.fixits, os.path.join(args.workdir, "build.log"),
                  "-o", os.path.join(fixes, "remote.yaml"), "--build-dir", args.workdir],
                 [args.apply_replacements, fixes]):
        r = subprocess.run(step, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        if r.returncode != 0:
            sys.exit(f"distcc_demo: {step[0]} failed:\n{r.stdout}")
        print(r.stdout.strip())
    print("distcc_demo: fixed file:")
    with open(src) as f:
        print(f.read())


if __name__ == "__main__":
    main()
