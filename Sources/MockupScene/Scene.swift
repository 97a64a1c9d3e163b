// placeholder: MockupScene
