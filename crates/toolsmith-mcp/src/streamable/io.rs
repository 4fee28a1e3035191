//! The connection's first bytes, read within a time limit before hyper gets
//! them (hyper closes a connection whose headers are late without a word;
//! a client told `408` knows why), and a response body that holds what must
//! live as long as it streams.

use std::io;
use std::pin::Pin;
use std::task::{Context, Poll};
use std::time::Duration;

use bytes::Bytes;
use http_body::{Body, Frame, SizeHint};
use tokio::io::{AsyncRead, AsyncReadExt, AsyncWrite, ReadBuf};
use tokio::net::TcpStream;

/// A request head longer than this is refused (431).
pub(super) const MAX_HEAD_BYTES: usize = 64 * 1024;

/// How the first request's head arrived.
pub(super) enum Head {
    /// Its bytes (the head, and whatever followed it in the same reads).
    Read(Vec<u8>),
    /// Not complete within the limit.
    Late,
    /// Over [`MAX_HEAD_BYTES`] without its end.
    TooLarge,
    /// The client went away first.
    Closed,
}

/// Reads until the end of the first request's head (or [`MAX_HEAD_BYTES`]),
/// within `limit`.
pub(super) async fn read_head(stream: &mut TcpStream, limit: Duration) -> Head {
    let mut head = Vec::with_capacity(1024);
    let reading = async {
        let mut chunk = [0u8; 4096];
        loop {
            match stream.read(&mut chunk).await {
                Ok(0) | Err(_) => return None,
                Ok(n) => {
                    let searched_from = head.len().saturating_sub(3);
                    head.extend_from_slice(&chunk[..n]);
                    if head[searched_from..].windows(4).any(|w| w == b"\r\n\r\n") {
                        return Some(true);
                    }
                    if head.len() >= MAX_HEAD_BYTES {
                        return Some(false);
                    }
                }
            }
        }
    };
    match tokio::time::timeout(limit, reading).await {
        Ok(Some(true)) => Head::Read(head),
        Ok(Some(false)) => Head::TooLarge,
        Ok(None) => Head::Closed,
        Err(_) => Head::Late,
    }
}

/// A stream that yields bytes already read before the rest of its own.
pub(super) struct Prefixed {
    prefix: Vec<u8>,
    at: usize,
    inner: TcpStream,
}

impl Prefixed {
    pub(super) fn new(prefix: Vec<u8>, inner: TcpStream) -> Prefixed {
        Prefixed {
            prefix,
            at: 0,
            inner,
        }
    }
}

impl AsyncRead for Prefixed {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        if self.at < self.prefix.len() {
            let rest = &self.prefix[self.at..];
            let n = rest.len().min(buf.remaining());
            buf.put_slice(&rest[..n]);
            self.at += n;
            if self.at == self.prefix.len() {
                self.prefix = Vec::new();
                self.at = 0;
            }
            return Poll::Ready(Ok(()));
        }
        Pin::new(&mut self.inner).poll_read(cx, buf)
    }
}

impl AsyncWrite for Prefixed {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.inner).poll_write(cx, buf)
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_shutdown(cx)
    }

    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.inner).poll_write_vectored(cx, bufs)
    }

    fn is_write_vectored(&self) -> bool {
        self.inner.is_write_vectored()
    }
}

/// A response body that keeps `held` (a call's place in its session's
/// limit) until the body has been sent, an answer streamed late included.
pub(super) struct Holding<B, H> {
    pub(super) body: B,
    pub(super) held: Option<H>,
}

impl<B, H> Body for Holding<B, H>
where
    B: Body<Data = Bytes> + Unpin,
    H: Unpin,
{
    type Data = Bytes;
    type Error = B::Error;

    fn poll_frame(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Bytes>, Self::Error>>> {
        let polled = Pin::new(&mut self.body).poll_frame(cx);
        if let Poll::Ready(None) = polled {
            self.held = None;
        }
        polled
    }

    fn is_end_stream(&self) -> bool {
        self.body.is_end_stream()
    }

    fn size_hint(&self) -> SizeHint {
        self.body.size_hint()
    }
}
