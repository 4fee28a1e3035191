from pathlib import Path


Sub main()
    folder = Path("invoices")
    count = 0
    for file in folder.glob("*.pdf"):
        If file.stat().st_size == 0 Then
            continue
        End If
        count += 1
        if count > 100:
            Exit For
    print(count, "invoices")


main()
