import ArgumentParser
import SegueCore

/// The failures a command gathers while it checks all of its input first, so that it reports
/// every one, one line each, before it stops: a folder with two bad templates shows both, and a
/// render uses none of the templates until all of them passed.
struct FailureList {
    /// Each failure's one-line description, in the order they were found.
    private(set) var descriptions: [String] = []

    /// Notes `error`.
    mutating func note(_ error: any UserFacingError) {
        descriptions.append(error.description)
    }

    /// `body`'s value, or `nil` after noting its user-facing error; other errors are thrown.
    mutating func noting<T>(_ body: () throws -> T) throws -> T? {
        do {
            return try body()
        } catch let error as any UserFacingError {
            note(error)
            return nil
        }
    }

    /// `check` of every template file that `paths` name (`expandTemplatePaths`: a folder stands
    /// for its `.json` files), in order, for those that pass; each argument that names no
    /// template and each template that fails its check is noted instead.
    mutating func checkingTemplates<T>(_ paths: [String], _ check: (String) throws -> T) throws -> [T] {
        var results: [T] = []
        for path in paths {
            guard let files = try noting({ try expandTemplatePaths([path]) }) else { continue }
            for file in files {
                if let result = try noting({ try check(file) }) { results.append(result) }
            }
        }
        return results
    }

    /// Prints each failure as `segue: <description>` on stderr and throws exit status 1 when
    /// there is any; does nothing when there is none.
    func stopIfAny() throws {
        guard !descriptions.isEmpty else { return }
        for description in descriptions { _ = fail(description) }
        throw ExitCode(1)
    }
}
