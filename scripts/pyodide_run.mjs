// Run Python inside Pyodide under Node.js, with the pinned `pyodide` npm package
// that the site ships (node_modules/pyodide, see package.json).
//
//   node scripts/pyodide_run.mjs [--stdlib ZIP [--stdlib-rest ZIP]] [--wheel WHEEL]...
//        [--unpack ZIP]... [--mount DIR]... (SCRIPT.py | -m MODULE) [ARGS...]
//
// --stdlib   the standard library zip to boot with (default: the package's own);
// --stdlib-rest  the rest of a split standard library (scripts/precompile.py),
//            put where its finder (_stdlib_rest, in the --stdlib zip) looks;
// --wheel    a wheel to unpack into site-packages before running (repeatable);
// --unpack   a zip to unpack into site-packages after the wheels (repeatable);
// --mount    a host directory to mount at the same path (repeatable; the current
//            directory is always mounted and is Python's working directory).
// The exit status is Python's: 0, the SystemExit code, or 1 on an exception.
import fs from "node:fs";
import path from "node:path";
import process from "node:process";
import { loadPyodide } from "pyodide";

function parseArguments(argv) {
  const options = { wheels: [], zips: [], mounts: [process.cwd()], stdlib: undefined };
  let index = 0;
  for (; index < argv.length; index += 2) {
    const [flag, value] = [argv[index], argv[index + 1]];
    if (flag === "--wheel") options.wheels.push(path.resolve(value));
    else if (flag === "--unpack") options.zips.push(path.resolve(value));
    else if (flag === "--stdlib-rest") options.stdlibRest = path.resolve(value);
    else if (flag === "--mount") options.mounts.push(path.resolve(value));
    else if (flag === "--stdlib") options.stdlib = path.resolve(value);
    else break;
  }
  const rest = argv.slice(index);
  if (rest[0] === "-m" && rest.length > 1) {
    return { ...options, module: rest[1], argv: [rest[1], ...rest.slice(2)] };
  }
  if (rest.length > 0 && !rest[0].startsWith("-")) {
    return { ...options, script: path.resolve(rest[0]), argv: rest };
  }
  throw new Error("usage: pyodide_run.mjs [options] (SCRIPT | -m MODULE) [ARGS]");
}

const options = parseArguments(process.argv.slice(2));
const pyodide = await loadPyodide(options.stdlib ? { stdLibURL: options.stdlib } : {});
for (const directory of new Set(options.mounts)) {
  pyodide.FS.mkdirTree(directory);
  pyodide.mountNodeFS(directory, directory);
}
if (options.stdlibRest) {
  const rest = pyodide.pyimport("_stdlib_rest");
  pyodide.FS.writeFile(rest.LOCATION, new Uint8Array(fs.readFileSync(options.stdlibRest)));
  rest.install(`file://${options.stdlibRest}`);
  rest.destroy();
}
const sitePackages = pyodide.runPython("import site; site.getsitepackages()[0]");
for (const wheel of options.wheels) {
  pyodide.unpackArchive(new Uint8Array(fs.readFileSync(wheel)), "wheel", { extractDir: sitePackages });
}
for (const zip of options.zips) {
  pyodide.unpackArchive(new Uint8Array(fs.readFileSync(zip)), "zip", { extractDir: sitePackages });
}
pyodide.globals.set("run_options", pyodide.toPy({ ...options, cwd: process.cwd() }));
const status = pyodide.runPython(`
import os, runpy, sys, traceback

def run(options):
    os.chdir(options["cwd"])
    sys.argv = list(options["argv"])
    try:
        if "module" in options:
            runpy.run_module(options["module"], run_name="__main__", alter_sys=True)
        else:
            sys.path.insert(0, os.path.dirname(options["script"]))
            runpy.run_path(options["script"], run_name="__main__")
    except SystemExit as done:
        if done.code is None or isinstance(done.code, int):
            return done.code or 0
        print(done.code, file=sys.stderr)
        return 1
    except BaseException:
        traceback.print_exc()
        return 1
    finally:
        sys.stdout.flush()
        sys.stderr.flush()
    return 0

run(run_options)
`);
process.exitCode = status;
