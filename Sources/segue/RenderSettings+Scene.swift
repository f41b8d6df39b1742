import SegueCore
import SegueRender
import SegueTemplates

extension RenderSettings {
    /// The decoded images of `scene`; a bad image file is an error of the template that uses it,
    /// `<template>: <image file>: <what is wrong>`.
    static func images(of scene: Scene, file: String) throws(UserFacingError) -> ImageStore {
        do {
            return try ImageStore(files: scene.referencedImageFiles)
        } catch {
            throw UserFacingError(description: "\(file): \(error.description)")
        }
    }
}
