//! Toolsmith's Python package, native half: the extension module
//! `toolsmith._core` over the Rust core. It serves the core's tool catalogue
//! through one generic call; the spec's modules (`toolsmith.file_tools`,
//! `toolsmith.pylint_tool`, ...) are thin Python files in `python/toolsmith/`
//! that give each tool the spec's signature, defaults and docstring. A call
//! releases the GIL while the core works, returns plain `dict`/`list`/`str`
//! values and raises the spec's exception types.

mod batch;
mod convert;
mod errors;
mod swarm;
mod tools;

use pyo3::prelude::*;

pub use errors::SecurityError;

#[pymodule]
fn _core(module: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = module.py();
    module.add("SecurityError", py.get_type::<SecurityError>())?;
    module.add("__version__", env!("CARGO_PKG_VERSION"))?;
    module.add("DEFAULT_LOG_PATH", toolsmith::journal::DEFAULT_LOG_PATH)?;
    // The core's defaults, for the wrappers' signatures (said once, in Rust).
    module.add(
        "DEFAULT_TIMEOUT",
        toolsmith::lint::DEFAULT_TIMEOUT.as_secs_f64(),
    )?;
    module.add("DEFAULT_THRESHOLD", toolsmith::lint::DEFAULT_THRESHOLD)?;
    module.add(
        "DEFAULT_TEST_TIMEOUT",
        toolsmith::testing::DEFAULT_TEST_TIMEOUT.as_secs_f64(),
    )?;
    module.add(
        "DEFAULT_SINGLE_TEST_TIMEOUT",
        toolsmith::testing::DEFAULT_SINGLE_TEST_TIMEOUT.as_secs_f64(),
    )?;
    module.add("DEFAULT_MAX_RESULTS", toolsmith::files::DEFAULT_MAX_RESULTS)?;
    module.add("DEFAULT_MAX_ENTRIES", toolsmith::files::DEFAULT_MAX_ENTRIES)?;
    module.add(
        "DEFAULT_MAX_READ_BYTES",
        toolsmith::files::DEFAULT_MAX_READ_BYTES,
    )?;
    tools::register(module)?;
    swarm::register(module)?;
    batch::register(module)
}
