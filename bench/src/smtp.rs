//! A minimal pipelining SMTP client for load.

use anyhow::{Result, bail};
use std::time::Instant;
use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
use tokio::net::TcpStream;
use tokio::net::tcp::{OwnedReadHalf, OwnedWriteHalf};

pub struct Connection {
    read: BufReader<OwnedReadHalf>,
    write: OwnedWriteHalf,
}

impl Connection {
    pub async fn open(addr: &str) -> Result<Connection> {
        let stream = TcpStream::connect(addr).await?;
        stream.set_nodelay(true)?;
        let (read, write) = stream.into_split();
        let mut c = Connection { read: BufReader::new(read), write };
        c.expect("220").await?;
        c.write.write_all(b"EHLO bench.test\r\n").await?;
        c.expect("250").await?;
        Ok(c)
    }

    async fn expect(&mut self, code: &str) -> Result<()> {
        loop {
            let mut line = String::new();
            if self.read.read_line(&mut line).await? == 0 {
                bail!("connection closed");
            }
            if !line.starts_with(code) {
                bail!("expected {code}, got {line:?}");
            }
            if line.as_bytes().get(3) != Some(&b'-') {
                return Ok(());
            }
        }
    }

    /// Sends one message (MAIL, RCPT and DATA pipelined); returns when the client wrote the
    /// final dot, after the server's 250 has been read.
    pub async fn send(&mut self, to: &str, message: &str) -> Result<Instant> {
        self.write.write_all(format!("MAIL FROM:<bench@sender.test>\r\nRCPT TO:<{to}>\r\nDATA\r\n").as_bytes()).await?;
        self.expect("250").await?;
        self.expect("250").await?;
        self.expect("354").await?;
        self.write.write_all(message.as_bytes()).await?;
        self.write.write_all(b".\r\n").await?;
        let end_of_data = Instant::now();
        self.expect("250").await?;
        Ok(end_of_data)
    }

    pub async fn quit(mut self) -> Result<()> {
        self.write.write_all(b"QUIT\r\n").await?;
        self.expect("221").await
    }
}
