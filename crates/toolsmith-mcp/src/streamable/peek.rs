//! A look at a request's JSON-RPC message before rmcp parses it: is it a
//! request, and is it `initialize`.

use serde::Deserialize;
use serde_json::Value;

/// What the gate needs of a message (whether it is a request, and which):
/// read without building the rest (the arguments, a whole file's content
/// perhaps), which the MCP service parses for itself. A body that is not a
/// JSON-RPC object peeks as nothing.
#[derive(Default, serde::Deserialize)]
pub(super) struct Peek {
    /// Present, whatever its value.
    #[serde(default, deserialize_with = "present")]
    pub(super) id: bool,
    #[serde(default, deserialize_with = "any_value")]
    pub(super) method: Option<Value>,
}

impl Peek {
    pub(super) fn of(body: &[u8]) -> Peek {
        // Only an object: serde would read a struct from an array too.
        if body.trim_ascii_start().first() != Some(&b'{') {
            return Peek::default();
        }
        serde_json::from_slice(body).unwrap_or_default()
    }

    pub(super) fn is_initialize(&self) -> bool {
        self.method.as_ref().is_some_and(|m| m == "initialize")
    }
}

fn present<'de, D: serde::Deserializer<'de>>(value: D) -> Result<bool, D::Error> {
    serde::de::IgnoredAny::deserialize(value).map(|_| true)
}

/// Any value, `null` included, as present.
fn any_value<'de, D: serde::Deserializer<'de>>(value: D) -> Result<Option<Value>, D::Error> {
    Value::deserialize(value).map(Some)
}

#[cfg(test)]
mod tests {
    use super::Peek;

    #[test]
    fn a_peek_tells_requests_and_initialize_as_the_whole_message_would() {
        let initialize =
            Peek::of(br#"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"x":[1,2]}}"#);
        assert!(initialize.id && initialize.is_initialize());
        let call = Peek::of(br#"{"jsonrpc":"2.0","id":null,"method":"tools/call","params":{}}"#);
        assert!(call.id && call.method.is_some() && !call.is_initialize());
        let notification = Peek::of(br#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#);
        assert!(!notification.id && notification.method.is_some());
        let answer = Peek::of(br#"{"jsonrpc":"2.0","id":3,"result":{}}"#);
        assert!(answer.id && answer.method.is_none());
        for nothing in [
            &b"[{\"id\":1,\"method\":\"initialize\"}]"[..],
            b"not json",
            b"",
        ] {
            let peek = Peek::of(nothing);
            assert!(!peek.id && peek.method.is_none());
        }
    }
}
