import SegueCore

/// The rule for names that become output folders (`output/<name>/`): a template's name and a
/// SegueKit recording's. One visible path component, so a render never writes outside its
/// output folder or into a hidden one: not empty, no "/", not starting with "." (which also
/// rules out "." and ".."); at most `maxBytes`, so its staging folder can be created; and no
/// character `MessageText` escapes (control, line-separator and bidi characters), so that a
/// folder listing and every message naming the folder shows it as it is.
public enum FolderName {
    /// The longest name, in bytes of UTF-8. A file system allows 255 bytes a name (ext4, APFS,
    /// NTFS) and the staging folder adds 17 (`.<name>.partial-<pid>`); 100 leaves room for both
    /// and for a name still read whole in a message or a listing.
    public static let maxBytes = 100

    /// What error messages say a name must be.
    public static let expectation = "a name usable as a folder name (1 to \(maxBytes) bytes, no \"/\", "
        + "no control or bidi characters, not starting with \".\")"

    /// Whether `name` follows the rule.
    public static func isValid(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.count <= maxBytes && !name.contains("/") && !name.hasPrefix(".")
            && !name.unicodeScalars.contains(where: MessageText.needsEscape)
    }
}
