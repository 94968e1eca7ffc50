//! Who a request comes from, as the limits on failures count it: one client is one IPv4
//! address, or one IPv6 /64 (a single host is commonly given a whole /64, so counting its
//! addresses apart would give it 2^64 tries). An IPv4 address written in IPv6 (`::ffff:a.b.c.d`)
//! is that IPv4 address.

use std::net::{IpAddr, Ipv6Addr};

/// The network that stands for `address`'s client.
pub fn network(address: IpAddr) -> IpAddr {
    match address {
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => IpAddr::V4(v4),
            None => {
                let s = v6.segments();
                IpAddr::V6(Ipv6Addr::new(s[0], s[1], s[2], s[3], 0, 0, 0, 0))
            }
        },
        v4 => v4,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ip(text: &str) -> IpAddr {
        text.parse().unwrap()
    }

    #[test]
    fn one_client_is_an_ipv4_address_or_an_ipv6_slash_64() {
        assert_eq!(network(ip("203.0.113.9")), ip("203.0.113.9"));
        assert_eq!(network(ip("::ffff:203.0.113.9")), ip("203.0.113.9"));
        assert_eq!(network(ip("2001:db8:1:2:aaaa::1")), ip("2001:db8:1:2::"));
        assert_eq!(network(ip("2001:db8:1:2:ffff:1:2:3")), network(ip("2001:db8:1:2::9")));
        assert_ne!(network(ip("2001:db8:1:3::1")), network(ip("2001:db8:1:2::1")));
        assert_eq!(network(ip("::1")), ip("::"));
    }
}
