--- a/greet.py
+++ b/greet.py
@@ -1,4 +1,5 @@
 def greet(name):
-    print("Hello " + name)
+    name = name.strip() or "stranger"
+    print(f"Hello {name}")
 
 greet(input("Name? "))
