def run(port):
    print(f"http://127.0.0.1:{port} 에서 실행 중")
    return port
