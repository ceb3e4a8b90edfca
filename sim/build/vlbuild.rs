//! The project's own Verilator binding generator, used by build.rs.
//!
//! The `verilated` crate (0.1.2, with `verilator` 0.1.6) does not build
//! against Verilator 5.x: it relies on removed callbacks and renamed
//! generated files, does not compile `verilated_threads.cpp`, has extern
//! blocks that edition 2024 rejects, and limits ports to `bool`. This
//! generator is small instead: run `verilator --cc`, compile the generated
//! C++ and an `extern "C"` shim with the `cc` crate at -O2 (Verilated code
//! at -O0 is ~10x slower), parse `V<top>.h` for the ports, and write a Rust
//! wrapper with one setter/getter per port, a C++-side clock `tick`, and an
//! optional VCD trace. One `VerilatedContext` per instance, so instances are
//! independent (and can run on different threads). Works with Verilator
//! 5.006 (Debian 12) and later 5.x.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::{env, fs};

#[derive(Debug, Clone, Copy, PartialEq)]
enum Dir {
    In,
    Out,
}

#[derive(Debug, Clone)]
struct Port {
    name: String,
    dir: Dir,
    width: usize,
}

/// How Verilator initialises state that the design does not reset.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum XInitial {
    /// `--x-assign fast --x-initial fast`: zeros, fastest.
    Fast,
    /// `--x-assign unique --x-initial unique`, and the wrapper sets
    /// `randReset(2)` with a per-instance seed: every register and memory
    /// starts random, so anything that relies on an unreset value shows up.
    Unique,
    /// `--x-assign 0 --x-initial 0`: what yosys's cell models expect.
    Zero,
}

/// One Verilator model to build.
pub struct Verilate {
    top: String,
    files: Vec<PathBuf>,
    args: Vec<String>,
    clock: String,
    x: XInitial,
    trace: bool,
    bindings_only: bool,
}

pub fn tool_missing(tool: &str, package: &str) -> ! {
    panic!(
        "`{tool}` was not found on PATH. Install it with `sudo apt-get install {package}` \
         (Debian/Ubuntu), or build hwfilter-sim without its default `verilator` feature."
    )
}

impl Verilate {
    pub fn new(top: &str, clock: &str) -> Self {
        Verilate {
            top: top.into(),
            files: vec![],
            args: vec![],
            clock: clock.into(),
            x: XInitial::Fast,
            trace: false,
            bindings_only: false,
        }
    }
    pub fn file(mut self, p: impl AsRef<Path>) -> Self {
        self.files.push(p.as_ref().to_path_buf());
        self
    }
    pub fn arg(mut self, a: &str) -> Self {
        self.args.push(a.into());
        self
    }
    pub fn x_initial(mut self, x: XInitial) -> Self {
        self.x = x;
        self
    }
    /// Compile VCD tracing in (enabled at run time by the wrapper).
    pub fn trace(mut self, on: bool) -> Self {
        self.trace = on;
        self
    }

    /// Write the Rust wrapper only, without compiling the C++: enough for a
    /// check of the Rust code, which links nothing.
    pub fn bindings_only(mut self, on: bool) -> Self {
        self.bindings_only = on;
        self
    }

    /// Verilates and compiles into `libvl_<top>.a`; writes the Rust wrapper
    /// to `$OUT_DIR/vl_<top>.rs`.
    pub fn build(self) {
        let out = PathBuf::from(env::var("OUT_DIR").expect("OUT_DIR"));
        let mdir = out.join(format!("vl_{}", self.top));
        let _ = fs::remove_dir_all(&mdir);
        fs::create_dir_all(&mdir).expect("create Verilator output dir");
        for f in &self.files {
            // Files the build script writes into OUT_DIR must not be tracked:
            // their mtime changes on every run, so the script would rerun
            // on every build.
            if !f.starts_with(&out) {
                println!("cargo:rerun-if-changed={}", f.display());
            }
        }
        let vexe = verilator_exe();
        let (xa, xi) = match self.x {
            XInitial::Fast => ("fast", "fast"),
            XInitial::Unique => ("unique", "unique"),
            XInitial::Zero => ("0", "0"),
        };
        let mut cmd = Command::new(&vexe);
        cmd.args(["--cc", "-O3", "--noassert", "-Wno-fatal"])
            .args(["--x-assign", xa, "--x-initial", xi])
            .arg("-Mdir")
            .arg(&mdir)
            .args(["--top-module", &self.top]);
        if self.trace {
            cmd.arg("--trace");
        }
        cmd.args(&self.args).args(&self.files);
        let o = match cmd.output() {
            Ok(o) => o,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                tool_missing("verilator", "verilator")
            }
            Err(e) => panic!("cannot run {vexe}: {e}"),
        };
        if !o.status.success() {
            panic!(
                "verilator failed on {} ({}):\n{}\n{}",
                self.top,
                o.status,
                String::from_utf8_lossy(&o.stdout),
                String::from_utf8_lossy(&o.stderr)
            );
        }
        let inc = verilator_root(&vexe).join("include");
        let header = fs::read_to_string(mdir.join(format!("V{}.h", self.top)))
            .expect("Verilator did not write the model header");
        let ports = parse_ports(&header);
        assert!(
            ports
                .iter()
                .any(|p| p.name == self.clock && p.dir == Dir::In),
            "{}: no clock input named {}",
            self.top,
            self.clock
        );
        let (cpp, rs) = gen_wrapper(&self.top, &ports, &self.clock, self.trace, self.x);
        let shim = mdir.join("vl_shim.cpp");
        fs::write(&shim, cpp).expect("write shim");
        fs::write(out.join(format!("vl_{}.rs", self.top)), rs).expect("write wrapper");
        if self.bindings_only {
            return;
        }

        let trace_define = if self.trace { "1" } else { "0" };
        let mut gen_files: Vec<PathBuf> = fs::read_dir(&mdir)
            .expect("read Verilator output")
            .map(|e| e.expect("dir entry").path())
            .filter(|p| {
                let n = p
                    .file_name()
                    .map(|n| n.to_string_lossy().into_owned())
                    .unwrap_or_default();
                n.starts_with(&format!("V{}", self.top)) && n.ends_with(".cpp")
            })
            .collect();
        gen_files.sort();
        // Verilator puts code that runs once (construction, initial blocks,
        // the first settle) in `__Slow` files: about half of a gate-level
        // netlist's C++, and at -O2 most of its compile time (28 s against
        // 1.6 s at -O0 for the largest file of the Alchitry Cu board's
        // netlist). Unoptimised, it costs nothing per cycle.
        let (slow, fast): (Vec<PathBuf>, Vec<PathBuf>) = gen_files
            .into_iter()
            .partition(|p| p.to_string_lossy().ends_with("__Slow.cpp"));
        let mut slow_build = cc_build(&inc);
        slow_build
            .opt_level(0)
            .define("VM_TRACE", trace_define)
            .include(&mdir)
            .files(slow);
        let slow_objects = slow_build.compile_intermediates();
        let mut b = cc_build(&inc);
        b.define("VM_TRACE", trace_define)
            .include(&mdir)
            .file(&shim)
            .files(fast)
            .objects(slow_objects);
        b.compile(&format!("vl_{}", self.top));
    }
}

fn cc_build(inc: &Path) -> cc::Build {
    let mut b = cc::Build::new();
    b.cpp(true)
        .std("c++17")
        .opt_level(2)
        .debug(false)
        .warnings(false)
        .flag_if_supported("-faligned-new")
        .flag_if_supported("-fno-var-tracking")
        .flag_if_supported("-Wno-unused-parameter")
        .flag_if_supported("-Wno-sign-compare")
        .define("VM_COVERAGE", "0")
        .define("VL_TIME_CONTEXT", None)
        .include(inc)
        .include(inc.join("vltstd"));
    b
}

/// Compiles the Verilator runtime once per binary, with VCD support.
/// Call after every model so that it comes last on the link line.
pub fn build_runtime() {
    let inc = verilator_root(&verilator_exe()).join("include");
    let mut b = cc_build(&inc);
    b.define("VM_TRACE", "1")
        .file(inc.join("verilated.cpp"))
        .file(inc.join("verilated_vcd_c.cpp"))
        // Verilator 5 always needs its thread pool (VlThreadPool).
        .file(inc.join("verilated_threads.cpp"));
    b.compile("vl_runtime");
}

pub fn verilator_exe() -> String {
    println!("cargo:rerun-if-env-changed=VERILATOR");
    env::var("VERILATOR").unwrap_or_else(|_| "verilator".into())
}

fn verilator_root(vexe: &str) -> PathBuf {
    println!("cargo:rerun-if-env-changed=VERILATOR_ROOT");
    if let Ok(r) = env::var("VERILATOR_ROOT") {
        return PathBuf::from(r);
    }
    let o = match Command::new(vexe)
        .args(["--getenv", "VERILATOR_ROOT"])
        .output()
    {
        Ok(o) => o,
        Err(_) => tool_missing("verilator", "verilator"),
    };
    PathBuf::from(String::from_utf8_lossy(&o.stdout).trim())
}

/// Parses `VL_IN8(&clk,0,0);`, `VL_OUT64(&x,63,0);` from `V<top>.h`.
fn parse_ports(h: &str) -> Vec<Port> {
    let mut ports = vec![];
    for line in h.lines() {
        let l = line.trim();
        let (dir, rest) = if let Some(r) = l.strip_prefix("VL_IN") {
            (Dir::In, r)
        } else if let Some(r) = l.strip_prefix("VL_OUT") {
            (Dir::Out, r)
        } else {
            continue;
        };
        let Some(open) = rest.find("(&") else {
            continue;
        };
        let inner = rest[open + 2..].trim_end_matches(");");
        let parts: Vec<&str> = inner.split(',').map(str::trim).collect();
        if parts.len() < 3 {
            continue;
        }
        let (Ok(msb), Ok(lsb)) = (parts[1].parse::<usize>(), parts[2].parse::<usize>()) else {
            continue;
        };
        let width = msb - lsb + 1;
        assert!(
            width <= 64,
            "port {} is {width} bits wide; the shim supports up to 64",
            parts[0]
        );
        ports.push(Port {
            name: parts[0].to_string(),
            dir,
            width,
        });
    }
    ports
}

/// Rust identifier for a Verilog port (rust-hdl ports are plain names).
fn rust_name(n: &str) -> String {
    n.replace('$', "_")
}

fn camel(top: &str) -> String {
    let mut s = String::from("Vl");
    let mut up = true;
    for ch in top.chars() {
        if ch == '_' {
            up = true;
        } else if up {
            s.extend(ch.to_uppercase());
            up = false;
        } else {
            s.push(ch);
        }
    }
    s
}

fn gen_wrapper(top: &str, ports: &[Port], clk: &str, trace: bool, x: XInitial) -> (String, String) {
    let v = format!("V{top}");
    let mut c = String::new();
    let rand_reset = if x == XInitial::Unique { 2 } else { 0 };
    // Without --trace there is no VCD writer; a stub keeps one shim source.
    let trace_inc = if trace {
        "#include \"verilated_vcd_c.h\""
    } else {
        "struct VerilatedVcdC { void close() {} void dump(uint64_t) {} void flush() {} };"
    };
    writeln!(
        c,
        r#"#include "verilated.h"
#include <cstdint>
{trace_inc}
#include "{v}.h"
struct {v}_h {{ VerilatedContext* ctx; {v}* m; VerilatedVcdC* tfp; uint64_t t; }};
extern "C" {{
void* vl_{top}_new(uint32_t seed) {{
  auto h = new {v}_h; h->ctx = new VerilatedContext;
  h->ctx->randReset({rand_reset}); h->ctx->randSeed((int)(seed & 0x7fffffff));
  h->m = new {v}(h->ctx, "TOP"); h->tfp = nullptr; h->t = 0; return h;
}}
void vl_{top}_delete(void* p) {{
  auto h = ({v}_h*)p; h->m->final();
  if (h->tfp) {{ h->tfp->close(); delete h->tfp; }}
  delete h->m; delete h->ctx; delete h;
}}
static inline void vl_{top}_eval_dump({v}_h* h) {{
  h->m->eval();
  if (h->tfp) h->tfp->dump(h->t);
  h->t += 5;
}}
void vl_{top}_eval(void* p) {{ vl_{top}_eval_dump(({v}_h*)p); }}
void vl_{top}_tick(void* p, uint64_t n) {{
  auto h = ({v}_h*)p;
  for (uint64_t i = 0; i < n; i++) {{ h->m->{clk} = 0; vl_{top}_eval_dump(h); h->m->{clk} = 1; vl_{top}_eval_dump(h); }}
}}
int vl_{top}_trace_open(void* p, const char* path) {{"#
    )
    .unwrap();
    if trace {
        writeln!(
            c,
            r#"  auto h = ({v}_h*)p; if (h->tfp) return 0;
  h->ctx->traceEverOn(true); h->tfp = new VerilatedVcdC; h->m->trace(h->tfp, 99); h->tfp->open(path);
  return h->tfp->isOpen() ? 0 : -1;
}}"#
        )
        .unwrap();
    } else {
        writeln!(c, "  (void)p; (void)path; return -2;\n}}").unwrap();
    }
    writeln!(
        c,
        "void vl_{top}_trace_flush(void* p) {{ auto h = ({v}_h*)p; if (h->tfp) h->tfp->flush(); }}"
    )
    .unwrap();

    // One FFI call per clock: the Rust side packs the inputs (header
    // order, clock excluded) and gets every output sampled before the edge.
    let ins: Vec<&Port> = ports
        .iter()
        .filter(|p| p.dir == Dir::In && p.name != clk)
        .collect();
    let outs: Vec<&Port> = ports.iter().filter(|p| p.dir == Dir::Out).collect();
    writeln!(c, "void vl_{top}_step(void* p, const uint64_t* in, uint64_t* out) {{\n  auto h = ({v}_h*)p; auto m = h->m;").unwrap();
    for (i, p) in ins.iter().enumerate() {
        writeln!(c, "  m->{} = in[{i}];", p.name).unwrap();
    }
    writeln!(c, "  m->{clk} = 0; vl_{top}_eval_dump(h);").unwrap();
    for (i, p) in outs.iter().enumerate() {
        writeln!(c, "  out[{i}] = m->{};", p.name).unwrap();
    }
    writeln!(c, "  m->{clk} = 1; vl_{top}_eval_dump(h);\n}}").unwrap();
    let in_names: Vec<String> = ins.iter().map(|p| format!("\"{}\"", p.name)).collect();
    let out_names: Vec<String> = outs.iter().map(|p| format!("\"{}\"", p.name)).collect();

    let mut ffi = String::new();
    let mut methods = String::new();
    writeln!(
        ffi,
        "    fn vl_{top}_step(p: *mut c_void, inp: *const u64, out: *mut u64);"
    )
    .unwrap();
    writeln!(
        methods,
        r#"    /// Inputs of [`Self::step`], in order.
    pub const STEP_INPUTS: [&'static str; {ni}] = [{in_list}];
    /// Outputs of [`Self::step`], in order.
    pub const STEP_OUTPUTS: [&'static str; {no}] = [{out_list}];
    /// One clock: drives the inputs (see `STEP_INPUTS`), evaluates with the
    /// clock low, samples every output (see `STEP_OUTPUTS`), raises the clock.
    #[inline] pub fn step(&mut self, inp: &[u64; {ni}], out: &mut [u64; {no}]) {{ unsafe {{ vl_{top}_step(self.0, inp.as_ptr(), out.as_mut_ptr()) }} }}"#,
        ni = ins.len(),
        no = outs.len(),
        in_list = in_names.join(", "),
        out_list = out_names.join(", ")
    )
    .unwrap();
    for p in ports {
        let n = &p.name;
        let rn = rust_name(n);
        if p.dir == Dir::In {
            writeln!(
                c,
                "void vl_{top}_set_{n}(void* p, uint64_t x) {{ (({v}_h*)p)->m->{n} = x; }}"
            )
            .unwrap();
            writeln!(ffi, "    fn vl_{top}_set_{n}(p: *mut c_void, x: u64);").unwrap();
            writeln!(
                methods,
                "    /// Drives the {w}-bit input `{n}` (upper bits ignored).\n    #[inline] pub fn set_{rn}(&mut self, x: u64) {{ unsafe {{ vl_{top}_set_{n}(self.0, x) }} }}",
                w = p.width
            )
            .unwrap();
        }
        writeln!(
            c,
            "uint64_t vl_{top}_get_{n}(void* p) {{ return (({v}_h*)p)->m->{n}; }}"
        )
        .unwrap();
        writeln!(ffi, "    fn vl_{top}_get_{n}(p: *mut c_void) -> u64;").unwrap();
        writeln!(
            methods,
            "    /// Reads the {w}-bit port `{n}`.\n    #[inline] pub fn {rn}(&self) -> u64 {{ unsafe {{ vl_{top}_get_{n}(self.0) }} }}",
            w = p.width
        )
        .unwrap();
    }
    writeln!(c, "}} // extern \"C\"").unwrap();

    let name = camel(top);
    let mut r = String::new();
    writeln!(
        r,
        r#"// @generated by sim/build/vlbuild.rs from V{top}.h: do not edit.
#[link(name = "vl_{top}", kind = "static")]
unsafe extern "C" {{
    fn vl_{top}_new(seed: u32) -> *mut c_void;
    fn vl_{top}_delete(p: *mut c_void);
    fn vl_{top}_eval(p: *mut c_void);
    fn vl_{top}_tick(p: *mut c_void, n: u64);
    fn vl_{top}_trace_open(p: *mut c_void, path: *const std::ffi::c_char) -> i32;
    fn vl_{top}_trace_flush(p: *mut c_void);
{ffi}}}
/// The Verilated `{top}`: one `VerilatedContext` per instance.
pub struct {name}(*mut c_void);
// SAFETY: the instance owns its context and model; nothing is shared.
unsafe impl Send for {name} {{}}
impl Drop for {name} {{ fn drop(&mut self) {{ unsafe {{ vl_{top}_delete(self.0) }} }} }}
#[allow(dead_code)]
impl {name} {{
    /// Verilog module name.
    pub const MODULE: &'static str = "{top}";
    /// A new instance; `seed` seeds Verilator's random initial values
    /// (used when the model was built with `--x-initial unique`).
    pub fn new(seed: u32) -> Self {{ let p = unsafe {{ vl_{top}_new(seed) }}; assert!(!p.is_null()); Self(p) }}
    /// Evaluates the model (and dumps a trace sample when tracing).
    #[inline] pub fn eval(&mut self) {{ unsafe {{ vl_{top}_eval(self.0) }} }}
    /// `n` full clock cycles with the inputs held, looped in C++.
    pub fn tick_n(&mut self, n: u64) {{ unsafe {{ vl_{top}_tick(self.0, n) }} }}
    /// Starts a VCD trace into `path`. Fails if the model was built without tracing.
    pub fn trace_open(&mut self, path: &std::path::Path) -> std::io::Result<()> {{
        let s = std::ffi::CString::new(path.to_string_lossy().as_bytes())
            .map_err(|e| std::io::Error::new(std::io::ErrorKind::InvalidInput, e))?;
        match unsafe {{ vl_{top}_trace_open(self.0, s.as_ptr()) }} {{
            0 => Ok(()),
            -2 => Err(std::io::Error::new(std::io::ErrorKind::Unsupported, "model built without --trace")),
            _ => Err(std::io::Error::other(format!("cannot open trace file {{}}", path.display()))),
        }}
    }}
    /// Flushes the trace file, if tracing.
    pub fn trace_flush(&mut self) {{ unsafe {{ vl_{top}_trace_flush(self.0) }} }}
{methods}}}"#
    )
    .unwrap();
    (c, r)
}
