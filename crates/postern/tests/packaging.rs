//! The systemd unit in `packaging/` as systemd itself reads it: `systemd-analyze verify` finds no
//! error (with `ExecStart` pointing at this build), and `systemd-analyze security` rates its
//! exposure below 2.0 (of 10; lower is better).

use std::path::Path;
use std::process::Command;

#[test]
fn the_systemd_unit_verifies_and_is_hardened() {
    let unit = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("../../packaging/postern.service"))
        .expect("packaging/postern.service");
    assert!(unit.contains("ExecStart=/usr/local/bin/postern serve"));
    assert!(unit.contains("LoadCredential=master-key:"), "the master key is a credential, not an environment variable");
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("postern.service");
    std::fs::write(&path, unit.replace("/usr/local/bin/postern", env!("CARGO_BIN_EXE_postern"))).unwrap();

    let verify = Command::new("systemd-analyze").arg("verify").arg(&path).output().expect("systemd-analyze");
    let said = String::from_utf8_lossy(&verify.stderr);
    assert!(verify.status.success() && said.trim().is_empty(), "systemd-analyze verify: {said}");

    // The threshold is in tenths: 19 is an exposure of 1.9.
    let security = Command::new("systemd-analyze")
        .args(["security", "--offline=true", "--threshold=19", "--no-pager"])
        .arg(&path)
        .output()
        .unwrap();
    let rated = String::from_utf8_lossy(&security.stdout);
    let overall = rated.lines().find(|l| l.contains("Overall exposure")).unwrap_or_default();
    assert!(security.status.success(), "exposure above 1.9: {overall}");
}
