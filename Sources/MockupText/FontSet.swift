// placeholder: MockupText
