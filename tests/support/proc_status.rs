//! What the load tests read of their own process: `/proc/self/status` fields and the counts
//! given by environment variables.

/// A `/proc/self/status` field in MB (`VmRSS`, `VmHWM`; `Threads` comes out divided by 1024).
pub fn status_mb(field: &str) -> f64 {
    let s = std::fs::read_to_string("/proc/self/status").unwrap();
    let line = s
        .lines()
        .find(|l| l.starts_with(field))
        .unwrap_or_else(|| panic!("no {field} in /proc/self/status"));
    let kb: f64 = line
        .split_whitespace()
        .nth(1)
        .and_then(|v| v.parse().ok())
        .unwrap();
    kb / 1024.0
}

/// The count in the environment variable `var`, else `default`.
pub fn count(var: &str, default: usize) -> usize {
    std::env::var(var)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}
