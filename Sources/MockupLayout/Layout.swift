// placeholder: MockupLayout
