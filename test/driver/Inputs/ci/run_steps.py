"""Runs the `run:` scripts of some steps of a GitHub Actions workflow, in
order, as the runner would (bash -e, the job's env plus the runner's
variables given here): the CI example in docs/ci/ exercised without GitHub.

  run_steps.py WORKFLOW JOB STEP_ID... [--prepend-path DIR] [-- NAME=VALUE...]

Prints `step ID: exit N` after each, and exits 1 if a step named is missing."""

import os
import subprocess
import sys

import yaml


def main():
    argv = sys.argv[1:]
    extra = argv[argv.index("--") + 1:] if "--" in argv else []
    argv = argv[:argv.index("--")] if "--" in argv else argv
    path = []
    if "--prepend-path" in argv:
        i = argv.index("--prepend-path")
        path = [argv[i + 1]]
        argv = argv[:i] + argv[i + 2:]
    workflow, job, wanted = argv[0], argv[1], argv[2:]
    with open(workflow) as f:
        doc = yaml.safe_load(f)
    job = doc["jobs"][job]
    steps = {s["id"]: s for s in job["steps"] if "id" in s}
    env = {**os.environ, **{k: str(v) for k, v in job.get("env", {}).items()}}
    env.update(kv.split("=", 1) for kv in extra)
    env["PATH"] = os.pathsep.join([*path, env.get("PATH", "")])
    for step_id in wanted:
        if step_id not in steps or "run" not in steps[step_id]:
            print(f"no step '{step_id}' with a run script")
            return 1
        step = steps[step_id]
        r = subprocess.run(["bash", "-e", "-c", step["run"]],
                           env={**env, **{k: str(v) for k, v in step.get("env", {}).items()}})
        print(f"step {step_id}: exit {r.returncode}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
