import Foundation
import SegueCore
@testable import SegueTemplates
import Testing

/// The schema's own shape, and that it is built from the decoder's key lists (so a key added
/// to the decoder and not to the schema fails here, not in an editor).
@Suite struct TemplateSchemaTests {
    let document = TemplateSchema.document

    @Test func isADraft2020_12SchemaWithAnIdAndDefinitions() {
        #expect(document["$schema"] == .string("https://json-schema.org/draft/2020-12/schema"))
        #expect(document["$id"] == .string(TemplateSchema.id))
        #expect(document["$defs"]?["template"] != nil)
        #expect(document["$defs"]?["screen"] != nil)
    }

    @Test func closedObjectsHaveTheDecodersKeys() {
        let defs = document["$defs"]
        #expect(defs?["template"]?.propertyNames == Node.templateKeys)
        #expect(defs?["screen"]?.propertyNames == Node.screenKeys)
        #expect(defs?["layer"]?.propertyNames == Node.layerKeys)
        // Every type's keys, each once: fade's none, slide's direction and parallax, … sheet's five.
        let effectKeys = EffectDecoders.all.flatMap(\.keys)
        #expect(Set(defs?["transition"]?.propertyNames ?? []) == Set(commonTransitionKeys + effectKeys))
        #expect(defs?["transition"]?.propertyNames.count == Set(commonTransitionKeys + effectKeys).count)
        for name in ["template", "screen", "layer", "transition", "canvas", "shape", "image", "text", "interaction", "release", "tabBar"] {
            #expect(defs?[name]?["additionalProperties"] == .bool(false), "\(name)")
        }
    }

    @Test func transitionTypesAndKeyPathsAreTheRegistrys() {
        let transition = document["$defs"]?["transition"]
        #expect(transition?["properties"]?["type"]?["enum"] == .strings(EffectDecoders.all.map(\.typeName)))
        // One if/then per effect type.
        #expect(transition?["allOf"]?.items.count == EffectDecoders.all.count)
        // Each type's rule is its registry entry's: its required keys, and the operations its
        // effect takes where it does not take them all (navigation: push and pop; sheet: present and dismiss).
        for (decoder, rule) in zip(EffectDecoders.all, transition?["allOf"]?.items ?? []) {
            let then = rule["then"]
            #expect(then?["required"] == (decoder.requiredKeys.isEmpty ? nil : .strings(decoder.requiredKeys)), "\(decoder.typeName)")
            let operations = then?["properties"]?["operation"]?["enum"]
            #expect(operations == (decoder.operations == TransitionOperation.allCases ? nil : .strings(decoder.operations.map(\.rawValue))),
                    "\(decoder.typeName)")
        }
        #expect(EffectDecoders.named("sheet")?.operations == [.present, .dismiss] && EffectDecoders.named("navigation")?.operations == [.push, .pop])
        let keyPath = document["$defs"]?["animation"]?["properties"]?["keyPath"]?["enum"]
        // Exactly the key-path table's spellings for templates (`AnimatableProperty`), aliases included.
        #expect(keyPath == .strings(AnimatableProperty.names(door: .templates)))
        #expect(AnimatableProperty.names(door: .templates).contains("transform.rotation.z") && !AnimatableProperty.names(door: .templates).contains("hidden"))
    }

    @Test func everyReferenceResolvesAndEveryPropertyIsDescribed() {
        var refs: [String] = []
        var undescribed: [String] = []
        let defs = document["$defs"]
        func walk(_ value: SchemaValue, _ path: String) {
            switch value {
            case .object(let members):
                for member in members {
                    if member.key == "$ref", case .string(let ref) = member.value { refs.append(ref) }
                    if member.key == "properties", case .object(let properties) = member.value {
                        for property in properties where !isDescribed(property.value, defs) {
                            undescribed.append(path + ".properties." + property.key)
                        }
                    }
                    walk(member.value, path + "." + member.key)
                }
            case .array(let items):
                for (index, item) in items.enumerated() { walk(item, path + "[\(index)]") }
            default: break
            }
        }
        walk(document, "")
        #expect(refs.count > 50)
        for ref in Set(refs) {
            #expect(ref.hasPrefix("#/$defs/") && defs?[String(ref.dropFirst(8))] != nil, "\(ref)")
        }
        // Properties inside if/then rules only narrow a described property; the rest need their own.
        #expect(undescribed.filter { !$0.contains(".then.") && !$0.contains(".if.") && !$0.contains(".anyOf") } == [])
    }

    /// A property is described by its own description or by the definition it refers to.
    func isDescribed(_ value: SchemaValue, _ defs: SchemaValue?) -> Bool {
        if value["description"] != nil { return true }
        guard case .string(let ref)? = value["$ref"] else { return false }
        return defs?[String(ref.dropFirst(8))]?["description"] != nil
    }

    @Test func rangesAreTheDecodersLimits() {
        let defs = document["$defs"]
        let canvas = defs?["canvas"]?["properties"]
        // Canvas.fpsRange 1...240, Canvas.scaleRange 0.25...4 (Canvas.swift).
        #expect(canvas?["fps"]?["minimum"] == .number(1))
        #expect(canvas?["fps"]?["maximum"] == .number(240))
        #expect(canvas?["scale"]?["minimum"] == .number(0.25))
        #expect(canvas?["scale"]?["maximum"] == .number(4))
        #expect(canvas?["fps"]?["default"] == .number(60))
        // TemplateLimits.maxDuration 60 s, above 0.
        #expect(defs?["seconds"]?["exclusiveMinimum"] == .number(0))
        #expect(defs?["seconds"]?["maximum"] == .number(60))
        #expect(defs?["coordinate"]?["minimum"] == .number(-10_000))
    }

    @Test func textIsDeterministicPrettyJSON() throws {
        let text = TemplateSchema.text
        #expect(text == TemplateSchema.text)
        #expect(text.hasSuffix("}\n"))
        // Foundation's parser reads it back (the Python check reads it too, more strictly).
        let parsed = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        #expect(parsed?["$id"] as? String == TemplateSchema.id)
    }

    @Test func quotingEscapesWhatJSONRequires() {
        // A quote, a backslash, a newline and U+0001; "≤" stays as it is.
        #expect(SchemaValue.quoted("a\"b\\c\nd\u{1}≤") == #""a\"b\\c\nd\u0001≤""#)
        #expect(SchemaValue.format(10_000) == "10000")
        #expect(SchemaValue.format(0.825) == "0.825")
    }
}

extension SchemaValue {
    /// The member `key` of an object, or nil.
    subscript(_ key: String) -> SchemaValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The items of an array (none for anything else).
    var items: [SchemaValue] {
        guard case .array(let items) = self else { return [] }
        return items
    }

    /// The keys of an object's `properties`, in order.
    var propertyNames: [String] {
        guard case .object(let members)? = self["properties"] else { return [] }
        return members.map(\.key)
    }
}
