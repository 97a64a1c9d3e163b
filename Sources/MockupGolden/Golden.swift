// placeholder: MockupGolden
