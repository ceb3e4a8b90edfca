//! Confidence intervals for measured rates (false positives, load), used
//! wherever a measured rate is held against a formula.

/// The Wilson score interval for `hits` successes in `n` trials at `z`
/// standard deviations, clamped to `[0, 1]`: also correct when the
/// expected count is small or zero, where the normal approximation is not.
///
/// ```
/// use hwfilter_model::confidence::wilson;
/// let (lo, hi) = wilson(100, 10_000, 4.0);
/// assert!(lo < 0.01 && 0.01 < hi && lo > 0.006 && hi < 0.015);
/// assert_eq!(wilson(0, 1000, 4.0).0, 0.0);
/// ```
pub fn wilson(hits: u64, n: u64, z: f64) -> (f64, f64) {
    let (n, p) = (n as f64, hits as f64 / n as f64);
    let z2 = z * z;
    let centre = (p + z2 / (2.0 * n)) / (1.0 + z2 / n);
    let half = z / (1.0 + z2 / n) * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt();
    ((centre - half).max(0.0), (centre + half).min(1.0))
}
