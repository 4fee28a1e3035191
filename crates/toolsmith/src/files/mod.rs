//! The spec's `file_tools`: read, write and list, all through the sandbox handle.

pub mod encoding;
pub mod list;
mod list_types;
pub mod read;
mod reuse;
pub mod search;
mod walk;
pub mod write;

pub use list_types::{DEFAULT_MAX_ENTRIES, ListOptions, ListResult};
pub use read::{DEFAULT_MAX_READ_BYTES, LineRange, ReadOptions, ReadResult, count_lines};
pub use reuse::SETTLED as LISTING_SETTLED;
pub use search::{DEFAULT_MAX_RESULTS, FindResult, SearchMatch, SearchOptions, SearchResult};
pub use write::WriteResult;
