D = {
    "port": 8080,
    "paths": ["/tmp", "/var"],
}
