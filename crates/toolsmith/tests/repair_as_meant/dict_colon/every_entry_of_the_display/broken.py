def contact(name, phone):
    return {"name" = name, "phone" = phone}
