// placeholder: MockupSyntax
