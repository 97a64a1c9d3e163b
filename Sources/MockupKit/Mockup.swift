// placeholder: MockupKit
