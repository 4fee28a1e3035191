//! MCP roots over HTTP (`--roots`): each session serves the directory its
//! client names as its root, opened through the server's sandbox handle, so
//! that it can only lie under that base; a client that names none gets the
//! base. Asked for on the session's first call, and again after the client
//! says its roots changed. (Roots are deprecated by the protocol's newest
//! revision, SEP-2577; clients of the revisions in use still send them.)

use std::path::PathBuf;

use rmcp::RoleServer;
use rmcp::model::ErrorData;
use rmcp::service::Peer;
use tokio::sync::Mutex;
use toolsmith::tools::{Context, PathBase};

/// One session's sandbox, once its client has said which.
#[derive(Default)]
pub(crate) struct SessionRoots {
    chosen: Mutex<Option<Context>>,
}

impl SessionRoots {
    /// The context this session's calls run in (asking the client for its
    /// roots the first time).
    pub(crate) async fn context(
        &self,
        base: &Context,
        peer: &Peer<RoleServer>,
    ) -> Result<Context, ErrorData> {
        let mut chosen = self.chosen.lock().await;
        if let Some(context) = chosen.as_ref() {
            return Ok(context.clone());
        }
        let context = choose(base, peer).await?;
        *chosen = Some(context.clone());
        Ok(context)
    }

    pub(crate) async fn forget(&self) {
        *self.chosen.lock().await = None;
    }
}

// Roots are deprecated by the newest revision (SEP-2577), but they are how
// the clients of the revisions in use name their workspace.
#[allow(deprecated)]
async fn choose(base: &Context, peer: &Peer<RoleServer>) -> Result<Context, ErrorData> {
    let declares_roots = peer
        .peer_info()
        .is_some_and(|info| info.capabilities.roots.is_some());
    if !declares_roots {
        return Ok(base.clone());
    }
    let listed = peer.list_roots().await.map_err(|e| {
        ErrorData::internal_error(format!("the client's roots could not be listed: {e}"), None)
    })?;
    let Some(root) = listed.roots.first() else {
        return Ok(base.clone());
    };
    let path = file_path(&root.uri).ok_or_else(|| {
        ErrorData::invalid_params(
            format!("root {:?}: only file:// roots can be served", root.uri),
            None,
        )
    })?;
    let sandbox = base
        .sandbox()
        .and_then(|sandbox| sandbox.open_within(&path))
        .map_err(|e| {
            ErrorData::invalid_params(
                format!(
                    "root {}: {e}; this server serves directories under {} only",
                    root.uri,
                    base.root().display()
                ),
                None,
            )
        })?;
    let mut context = Context::with_sandbox(sandbox, PathBase::SandboxRoot);
    context.environment = base.environment.clone();
    context.confinement = base.confinement.clone();
    Ok(context)
}

/// The path of a `file://` URI (percent-decoded; a host other than
/// `localhost` or none is refused).
fn file_path(uri: &str) -> Option<PathBuf> {
    let rest = uri.strip_prefix("file://")?;
    let path = rest.strip_prefix("localhost").unwrap_or(rest);
    if !path.starts_with('/') {
        return None;
    }
    let bytes = path.as_bytes();
    let mut decoded = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let hex = std::str::from_utf8(bytes.get(i + 1..i + 3)?).ok()?;
            decoded.push(u8::from_str_radix(hex, 16).ok()?);
            i += 3;
        } else {
            decoded.push(bytes[i]);
            i += 1;
        }
    }
    if decoded.contains(&0) {
        return None;
    }
    Some(PathBuf::from(
        <std::ffi::OsString as std::os::unix::ffi::OsStringExt>::from_vec(decoded),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn file_uris_name_local_paths_only() {
        assert_eq!(
            file_path("file:///srv/a%20b/c"),
            Some(PathBuf::from("/srv/a b/c"))
        );
        assert_eq!(
            file_path("file://localhost/srv/x"),
            Some(PathBuf::from("/srv/x"))
        );
        assert_eq!(file_path("file://other/srv/x"), None);
        assert_eq!(file_path("https://example.com/x"), None);
        assert_eq!(file_path("file:///a%00b"), None);
        assert_eq!(file_path("file:///a%zz"), None);
    }
}
