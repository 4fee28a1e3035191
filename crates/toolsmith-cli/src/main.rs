//! `toolsmith`: the command-line front of the Toolsmith core (see the
//! `toolsmith_cli` library for everything it does).

use std::process::ExitCode;

// As ruff and uv do: the system allocator's share of a short MCP round trip
// (many small JSON values made and dropped) was a sixth of the server's time.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> ExitCode {
    toolsmith_cli::main()
}
