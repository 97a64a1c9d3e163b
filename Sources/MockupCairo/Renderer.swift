// placeholder: MockupCairo
