//! Postern behind a reverse proxy (`--trusted-proxy`): a request that comes from a trusted proxy
//! is taken to come from the client that proxy names in `X-Forwarded-For`, so that the lockout
//! of web UI sign-ins, the limits on failed authentications and the audit see people, not the
//! proxy. The header is believed only from the proxies named: anyone else could write it.

use crate::AppState;
use crate::http::Peer;
use axum::extract::{Request, State};
use axum::middleware::Next;
use axum::response::Response;
use std::net::{IpAddr, SocketAddr};

/// Most `X-Forwarded-For` hops read, from the right: a chain of trusted proxies is never longer.
const MOST_HOPS: usize = 16;

/// A proxy's address, or a network of them (`10.0.0.0/8`, `fd00::/8`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Proxies {
    network: IpAddr,
    prefix: u8,
}

impl Proxies {
    /// Reads `127.0.0.1`, `::1`, `10.0.0.0/8`, `fd00::/8`.
    pub fn parse(text: &str) -> Result<Proxies, String> {
        let text = text.trim();
        let (address, prefix) = match text.split_once('/') {
            Some((address, prefix)) => (address, Some(prefix)),
            None => (text, None),
        };
        let network: IpAddr =
            address.parse().map_err(|_| format!("{text:?} is not an IP address or a network (10.0.0.0/8)"))?;
        let longest = if network.is_ipv4() { 32 } else { 128 };
        let prefix = match prefix {
            None => longest,
            Some(p) => p
                .parse::<u8>()
                .ok()
                .filter(|p| *p <= longest)
                .ok_or_else(|| format!("{text:?}: the prefix must be 0 to {longest}"))?,
        };
        Ok(Proxies { network, prefix })
    }

    /// Whether `address` is one of these proxies (an IPv4 address mapped into IPv6 counts as
    /// itself).
    pub fn contains(&self, address: IpAddr) -> bool {
        let address = match address {
            IpAddr::V6(v6) => v6.to_ipv4_mapped().map_or(address, IpAddr::V4),
            v4 => v4,
        };
        let bits = |a: IpAddr| -> (u128, u8) {
            match a {
                IpAddr::V4(v4) => (u128::from(u32::from(v4)), 32),
                IpAddr::V6(v6) => (u128::from(v6), 128),
            }
        };
        let ((net, width), (addr, addr_width)) = (bits(self.network), bits(address));
        if width != addr_width {
            return false;
        }
        let shift = u32::from(width - self.prefix);
        shift >= 128 || net.checked_shr(shift) == addr.checked_shr(shift)
    }
}

/// The client of a request that `peer` forwarded with `forwarded_for` (`X-Forwarded-For`):
/// from the right, the first address that is not a trusted proxy. Only the hops up to it are
/// read: those left of it are the client's own words, so whatever it writes there, unreadable
/// or long, changes nothing. A hop that a trusted proxy wrote unreadable ends the walk at the
/// proxy that wrote it. `None`: `peer` is no trusted proxy, or the header is missing, and `peer`
/// stands.
pub fn client_of(trusted: &[Proxies], peer: IpAddr, forwarded_for: Option<&str>) -> Option<IpAddr> {
    let is_trusted = |a: IpAddr| trusted.iter().any(|p| p.contains(a));
    if !is_trusted(peer) {
        return None;
    }
    let mut client = None;
    for hop in forwarded_for?.rsplit(',').take(MOST_HOPS) {
        let Ok(hop) = hop.trim().parse::<IpAddr>() else { break };
        client = Some(hop);
        if !is_trusted(hop) {
            break;
        }
    }
    client
}

/// Puts the forwarded client in place of a trusted proxy's address.
pub async fn forwarded(State(state): State<AppState>, mut request: Request, next: Next) -> Response {
    let trusted = &state.config.trusted_proxies;
    if !trusted.is_empty()
        && let Some(peer) = request.extensions().get::<Peer>().copied()
    {
        let header = request.headers().get("x-forwarded-for").and_then(|h| h.to_str().ok());
        if let Some(client) = client_of(trusted, peer.0.ip(), header) {
            request.extensions_mut().insert(Peer(SocketAddr::new(client, 0)));
        }
    }
    next.run(request).await
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ip(text: &str) -> IpAddr {
        text.parse().unwrap()
    }

    #[test]
    fn networks_are_read_and_matched() {
        let lan = Proxies::parse("10.0.0.0/8").unwrap();
        assert!(lan.contains(ip("10.200.3.4")) && !lan.contains(ip("11.0.0.1")));
        assert!(lan.contains(ip("::ffff:10.1.1.1")), "IPv4 mapped into IPv6");
        let one = Proxies::parse("127.0.0.1").unwrap();
        assert!(one.contains(ip("127.0.0.1")) && !one.contains(ip("127.0.0.2")));
        let v6 = Proxies::parse("fd00::/8").unwrap();
        assert!(v6.contains(ip("fd12::1")) && !v6.contains(ip("fe80::1")) && !v6.contains(ip("10.0.0.1")));
        assert!(Proxies::parse("0.0.0.0/0").unwrap().contains(ip("203.0.113.9")));
        for wrong in ["", "proxy.example.com", "10.0.0.0/33", "::/129", "10.0.0.0/x"] {
            assert!(Proxies::parse(wrong).is_err(), "{wrong}");
        }
    }

    #[test]
    fn the_client_is_the_first_untrusted_hop_from_the_right() {
        let trusted = [Proxies::parse("10.0.0.0/8").unwrap()];
        let proxy = ip("10.0.0.2");
        assert_eq!(client_of(&trusted, proxy, Some("203.0.113.7")), Some(ip("203.0.113.7")));
        // A client that writes the header itself is not believed past the proxies' own hop.
        assert_eq!(client_of(&trusted, proxy, Some("1.2.3.4, 203.0.113.7, 10.0.0.9")), Some(ip("203.0.113.7")));
        assert_eq!(client_of(&trusted, proxy, Some("10.0.0.5, 10.0.0.9")), Some(ip("10.0.0.5")));
        // What the client wrote left of its own hop, unreadable or long, changes nothing.
        assert_eq!(client_of(&trusted, proxy, Some("unknown, 203.0.113.7")), Some(ip("203.0.113.7")));
        assert_eq!(client_of(&trusted, proxy, Some("x, 10.0.0.1, 203.0.113.7, 10.0.0.9")), Some(ip("203.0.113.7")));
        let long = format!("{}203.0.113.7", "not an address,".repeat(500));
        assert_eq!(client_of(&trusted, proxy, Some(&long)), Some(ip("203.0.113.7")));
        // A trusted proxy that wrote an unreadable hop is the client it knows of.
        assert_eq!(client_of(&trusted, proxy, Some("unknown, 10.0.0.9")), Some(ip("10.0.0.9")));
        // Not from a trusted proxy, or no header: the peer stands.
        assert_eq!(client_of(&trusted, ip("198.51.100.1"), Some("203.0.113.7")), None);
        assert_eq!(client_of(&trusted, proxy, None), None);
        assert_eq!(client_of(&trusted, proxy, Some("203.0.113.7, unknown")), None);
        assert_eq!(client_of(&[], proxy, Some("203.0.113.7")), None);
    }
}
