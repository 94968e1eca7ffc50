//! A small authoritative DNS server on loopback, for the tests of sender authentication: the
//! TXT records of test domains (SPF, DKIM keys, DMARC) over UDP and TCP on one port, every other
//! name answered "no such domain"; and, switched to silent, a server that never answers.
//! Messages are read and written with hickory-proto, the DNS code the resolver under test uses.
//! [`SigningDomain`] publishes a domain there with keys made in the test, and signs its mail
//! (with mail-auth, the library under test's own signer: the tests check verification, not it).

use base64::Engine;
use hickory_proto::op::{Message, MessageType, OpCode, ResponseCode};
use hickory_proto::rr::rdata::TXT;
use hickory_proto::rr::{Name, RData, Record, RecordType};
use mail_auth::common::crypto::{Ed25519Key, RsaKey, Sha256, SigningKey};
use mail_auth::common::headers::HeaderWriter;
use mail_auth::dkim::DkimSigner;
use std::collections::HashMap;
use std::io::{Read, Write};
use std::net::{SocketAddr, TcpListener, UdpSocket};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

#[derive(Default)]
struct Zone {
    /// TXT records by lower-case name without its final dot.
    txt: Mutex<HashMap<String, Vec<String>>>,
    silent: AtomicBool,
    queries: AtomicUsize,
}

/// A DNS server on `127.0.0.1`, UDP and TCP on the same port; it runs as long as the test.
pub struct DnsServer {
    addr: SocketAddr,
    zone: Arc<Zone>,
}

impl DnsServer {
    /// Starts a server with no records.
    pub fn start() -> DnsServer {
        // The UDP socket picks the port; TCP takes the same one (retried when it is taken).
        let (udp, tcp) = loop {
            let udp = UdpSocket::bind("127.0.0.1:0").expect("a UDP port on loopback");
            if let Ok(tcp) = TcpListener::bind(udp.local_addr().expect("its address")) {
                break (udp, tcp);
            }
        };
        let addr = udp.local_addr().expect("its address");
        let zone = Arc::new(Zone::default());
        let for_udp = zone.clone();
        std::thread::spawn(move || {
            let mut buf = [0u8; 4096];
            while let Ok((n, from)) = udp.recv_from(&mut buf) {
                if let Some(answer) = answer(&for_udp, &buf[..n]) {
                    let _ = udp.send_to(&answer, from);
                }
            }
        });
        let for_tcp = zone.clone();
        std::thread::spawn(move || {
            for stream in tcp.incoming() {
                let Ok(mut stream) = stream else { continue };
                let zone = for_tcp.clone();
                std::thread::spawn(move || {
                    let mut length = [0u8; 2];
                    while stream.read_exact(&mut length).is_ok() {
                        let mut query = vec![0u8; u16::from_be_bytes(length) as usize];
                        if stream.read_exact(&mut query).is_err() {
                            return;
                        }
                        let Some(answer) = answer(&zone, &query) else { continue };
                        let mut framed = (answer.len() as u16).to_be_bytes().to_vec();
                        framed.extend_from_slice(&answer);
                        if stream.write_all(&framed).is_err() {
                            return;
                        }
                    }
                });
            }
        });
        DnsServer { addr, zone }
    }

    /// Where it listens (UDP and TCP).
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// Adds a TXT record; a value longer than 255 bytes is sent as several strings, as DKIM keys
    /// are published.
    pub fn txt(&self, name: &str, value: &str) {
        let name = name.trim_end_matches('.').to_ascii_lowercase();
        self.zone.txt.lock().expect("zone").entry(name).or_default().push(value.to_string());
    }

    /// From now on every query is read and never answered (or answered again when `false`).
    pub fn set_silent(&self, silent: bool) {
        self.zone.silent.store(silent, Ordering::SeqCst);
    }

    /// How many queries it has read.
    pub fn queries(&self) -> usize {
        self.zone.queries.load(Ordering::SeqCst)
    }
}

/// The answer to one query, or `None` to stay silent (a silent server, or bytes that are not a
/// query).
fn answer(zone: &Zone, query: &[u8]) -> Option<Vec<u8>> {
    zone.queries.fetch_add(1, Ordering::SeqCst);
    if zone.silent.load(Ordering::SeqCst) {
        return None;
    }
    let query = Message::from_vec(query).ok()?;
    if query.metadata.message_type != MessageType::Query {
        return None;
    }
    let mut response = Message::response(query.metadata.id, OpCode::Query);
    response.metadata.authoritative = true;
    response.metadata.recursion_desired = query.metadata.recursion_desired;
    let txt = zone.txt.lock().expect("zone");
    for question in &query.queries {
        response.add_query(question.clone());
        let name = question.name().to_ascii().trim_end_matches('.').to_ascii_lowercase();
        match txt.get(&name) {
            None => response.metadata.response_code = ResponseCode::NXDomain,
            Some(values) if question.query_type() == RecordType::TXT => {
                for value in values {
                    let strings =
                        value.as_bytes().chunks(255).map(|c| String::from_utf8_lossy(c).into_owned()).collect();
                    let owner = Name::from_ascii(&name).ok()?;
                    response.add_answer(Record::from_rdata(owner, 300, RData::TXT(TXT::new(strings))));
                }
            }
            // The name exists, without records of that type.
            Some(_) => {}
        }
    }
    response.to_vec().ok()
}

/// A mail domain published in a [`DnsServer`]: an Ed25519 key at `ed._domainkey`, an RSA key at
/// `rsa._domainkey` (both made here), SPF allowing loopback alone, and DMARC `p=reject`.
pub struct SigningDomain {
    name: String,
    /// PKCS #8 documents of the keys.
    ed25519: Vec<u8>,
    rsa: Vec<u8>,
}

impl SigningDomain {
    pub fn publish(dns: &DnsServer, name: &str) -> SigningDomain {
        let b64 = |bytes: &[u8]| base64::engine::general_purpose::STANDARD.encode(bytes);
        let ed25519 = Ed25519Key::generate_pkcs8().expect("an Ed25519 key");
        let rsa = aws_lc_rs::rsa::KeyPair::generate(aws_lc_rs::rsa::KeySize::Rsa2048).expect("an RSA key");
        let rsa = aws_lc_rs::encoding::AsDer::<aws_lc_rs::encoding::Pkcs8V1Der>::as_der(&rsa)
            .expect("its PKCS #8 form")
            .as_ref()
            .to_vec();
        let ed_public = Ed25519Key::from_pkcs8_der(&ed25519).expect("the key reads back").public_key();
        dns.txt(&format!("ed._domainkey.{name}"), &format!("v=DKIM1; k=ed25519; p={}", b64(&ed_public)));
        dns.txt(&format!("rsa._domainkey.{name}"), &format!("v=DKIM1; k=rsa; p={}", b64(&rsa_key(&rsa).public_key())));
        dns.txt(name, "v=spf1 ip4:127.0.0.1 -all");
        dns.txt(&format!("_dmarc.{name}"), "v=DMARC1; p=reject");
        SigningDomain { name: name.into(), ed25519, rsa }
    }

    /// `raw` (CRLF line ends) with this domain's Ed25519 signature on top.
    pub fn sign_ed25519(&self, raw: &str) -> String {
        self.sign(Ed25519Key::from_pkcs8_der(&self.ed25519).expect("the key reads back"), "ed", raw)
    }

    /// `raw` (CRLF line ends) with this domain's RSA-SHA256 signature on top.
    pub fn sign_rsa(&self, raw: &str) -> String {
        self.sign(rsa_key(&self.rsa), "rsa", raw)
    }

    fn sign(&self, key: impl SigningKey, selector: &str, raw: &str) -> String {
        let signature = DkimSigner::from_key(key)
            .domain(&self.name)
            .selector(selector)
            .headers(["From", "To", "Subject", "Date"])
            .sign(raw.as_bytes())
            .expect("signed");
        format!("{}{raw}", signature.to_header())
    }
}

fn rsa_key(pkcs8: &[u8]) -> RsaKey<Sha256> {
    RsaKey::from_key_der(rustls_pki_types::PrivateKeyDer::Pkcs8(pkcs8.to_vec().into())).expect("the key reads back")
}
